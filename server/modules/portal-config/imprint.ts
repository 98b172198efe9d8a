import type { DB } from '#server/db/index.ts';
import { readState, writeState } from '#server/lib/site-state.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { emptyImprint, type Imprint } from '#contract/imprint.ts';

const KEY = 'imprint';

/** The structured Impressum of every language (site_state, one JSON value). */
export async function readImprint(db: DB): Promise<Record<Locale, Imprint>> {
  const out = Object.fromEntries(LOCALES.map((l) => [l, emptyImprint()])) as Record<Locale, Imprint>;
  const value = await readState(db, KEY);
  if (value === undefined) return out;
  try {
    const stored = JSON.parse(value) as Partial<Record<string, Partial<Imprint>>>;
    for (const l of LOCALES) {
      const s = stored[l];
      if (!s || typeof s !== 'object') continue;
      const base = out[l] as Record<string, unknown>;
      for (const [k, v] of Object.entries(emptyImprint())) {
        const got = (s as Record<string, unknown>)[k];
        if (Array.isArray(v) ? Array.isArray(got) : typeof got === 'string') base[k] = got;
      }
    }
  } catch {
    /* unreadable: empty */
  }
  return out;
}

/** Saves the languages sent; in each, the fields sent replace the stored ones (text trimmed). */
export async function saveImprint(
  db: DB,
  input: Partial<Record<string, Partial<Imprint>>>,
): Promise<Record<Locale, Imprint>> {
  return db.transaction().execute(async (trx) => {
    const current = await readImprint(trx);
    for (const [lang, sent] of Object.entries(input)) {
      if (!isLocale(lang) || !sent) continue;
      const target = current[lang] as Record<string, unknown>;
      for (const [k, v] of Object.entries(sent)) {
        if (k === 'rules' && Array.isArray(v))
          target.rules = v.map((r) => ({ name: r.name.trim(), url: r.url.trim() })).filter((r) => r.name);
        else if (typeof v === 'string') target[k] = v.trim();
      }
    }
    await writeState(trx, KEY, JSON.stringify(current));
    return current;
  });
}
