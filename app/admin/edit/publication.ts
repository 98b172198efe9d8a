import type { PublicationStatus } from '#contract/enums.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';

/**
 * A language row's place in the editorial workflow. Edit screens keep the loaded status in the
 * form values and send what the shell put there (see `applyIntent`), so a save never publishes by
 * accident (the spec's rule for a row sent without a status is "published").
 */
export interface KeptPublication {
  status?: PublicationStatus;
  publishAt?: string | null;
}

export const keepPublication = (row: { status: PublicationStatus; publishAt: string | null }): KeptPublication => ({
  status: row.status,
  publishAt: row.publishAt,
});

/**
 * The fields to send for a row: what the shell decided, a draft when nothing was decided (a new
 * row). A published row always says when (`publishAt`, null: at once; left out, the server would
 * keep a scheduled time); a draft is just `{status: 'draft'}`, the one shape an Author's save may have.
 */
export function sendPublication(v: KeptPublication | undefined): KeptPublication & { status: PublicationStatus } {
  const status = v?.status ?? 'draft';
  return status === 'published' ? { status, publishAt: v?.publishAt ?? null } : { status };
}

/** What the public sees of a stored row now: nothing yet (new, draft, scheduled) or the row (published). */
export type PublicationState = 'new' | 'draft' | 'scheduled' | 'published';

export function stateOf(p: KeptPublication | undefined, now: number = Date.now()): PublicationState {
  if (!p?.status) return 'new';
  if (p.status === 'draft') return 'draft';
  return p.publishAt && Date.parse(p.publishAt) > now ? 'scheduled' : 'published';
}

/** Whether a row's publication differs between two reads of it (its state, or its moment). */
export const publicationChanged = (a: KeptPublication | undefined, b: KeptPublication | undefined): boolean =>
  stateOf(a) !== stateOf(b) || (a?.publishAt ?? null) !== (b?.publishAt ?? null);

/** Public now: published with no publishAt or one in the past. */
export const isLive = (p: KeptPublication | undefined, now?: number) => stateOf(p, now) === 'published';

/**
 * What the editor asked for with the buttons of an edit screen:
 * - save: every language keeps its status; a language the item did not have yet starts as a draft;
 * - publish: every language goes public now;
 * - schedule: every language not public yet goes public at `at` (UTC ISO); a public one stays public.
 * A language whose "keep as draft" choice is on becomes (or stays) a draft with any of them.
 */
export type PublishIntent = { action: 'save' } | { action: 'publish' } | { action: 'schedule'; at: string };

export function targetOf(
  intent: PublishIntent,
  stored: KeptPublication | undefined,
  keepDraft: boolean,
  now: number = Date.now(),
): Required<KeptPublication> {
  const draft = { status: 'draft', publishAt: null } as const;
  if (keepDraft) return draft;
  switch (intent.action) {
    case 'save':
      return stored?.status
        ? { status: stored.status, publishAt: stored.status === 'published' ? (stored.publishAt ?? null) : null }
        : draft;
    case 'publish':
      return { status: 'published', publishAt: isLive(stored, now) ? (stored?.publishAt ?? null) : null };
    case 'schedule':
      return isLive(stored, now)
        ? { status: 'published', publishAt: stored?.publishAt ?? null }
        : { status: 'published', publishAt: intent.at };
  }
}

/** The publication of each language as stored (what the tabs show), from the loaded form values. */
export type StoredPublication = Partial<Record<Locale, KeptPublication & { id?: number }>>;

export function storedPublication(values: unknown): StoredPublication {
  const out: StoredPublication = {};
  if (!values || typeof values !== 'object') return out;
  for (const lang of LOCALES) {
    const v = (values as Record<string, unknown>)[lang] as (KeptPublication & { id?: number }) | undefined;
    if (v && typeof v === 'object' && v.status)
      out[lang] = { status: v.status, publishAt: v.publishAt ?? null, id: v.id };
  }
  return out;
}

/**
 * The values to save: every language object of the form gets the status and publishAt of the
 * intent (the screens send only the languages they save, with `sendPublication`).
 */
export function applyIntent<V>(
  values: V,
  intent: PublishIntent,
  stored: StoredPublication,
  keepDraft: Partial<Record<Locale, boolean>>,
  now: number = Date.now(),
): V {
  if (!values || typeof values !== 'object') return values;
  const out = { ...values } as Record<string, unknown>;
  for (const lang of LOCALES) {
    const v = out[lang];
    if (!v || typeof v !== 'object') continue;
    out[lang] = { ...(v as object), ...targetOf(intent, stored[lang], !!keepDraft[lang], now) };
  }
  return out as V;
}

/** Where each saved language stands after a Publish or Schedule… (what the confirmation names). */
export interface PublicationOutcome {
  live: Locale[];
  scheduled: Locale[];
  drafts: Locale[];
}

/**
 * The outcome of a save from the rows the server answered (each with its `lang`, `status` and
 * `publishAt`), in LOCALES order; null when the answer is not such a list.
 */
export function outcomeOf(rows: unknown, now: number = Date.now()): PublicationOutcome | null {
  if (!Array.isArray(rows)) return null;
  const states = new Map<Locale, PublicationState>();
  for (const r of rows as unknown[]) {
    if (!r || typeof r !== 'object') continue;
    const { lang, status, publishAt } = r as { lang?: unknown; status?: unknown; publishAt?: unknown };
    if (
      typeof lang !== 'string' ||
      !(LOCALES as readonly string[]).includes(lang) ||
      (status !== 'draft' && status !== 'published')
    )
      continue;
    states.set(lang as Locale, stateOf({ status, publishAt: typeof publishAt === 'string' ? publishAt : null }, now));
  }
  if (!states.size) return null;
  const pick = (s: PublicationState) => LOCALES.filter((l) => states.get(l) === s);
  return { live: pick('published'), scheduled: pick('scheduled'), drafts: pick('draft') };
}

/**
 * "Keep as draft" for an overwrite after a conflict (the edit screens and the banner drawer): each
 * language keeps the status it has now, `now`, read just before the overwrite. A language whose
 * status did not change since `before` (what the screen loaded) keeps the editor's own choice; one
 * another editor changed keeps "keep as draft" on only when they left it a draft while another
 * language is public or scheduled, so their decision to take it offline (or keep it back) stands.
 */
export function keptAfterConflict(
  before: StoredPublication,
  now: StoredPublication,
  keepDraft: Partial<Record<Locale, boolean>>,
): Partial<Record<Locale, boolean>> {
  const states = LOCALES.map((l) => stateOf(now[l]));
  const waiting = states.some((s) => s === 'published' || s === 'scheduled');
  const changed = LOCALES.filter((l) => publicationChanged(before[l], now[l]));
  return {
    ...keepDraft,
    ...Object.fromEntries(
      changed.map((l) => [
        l,
        waiting && (states[LOCALES.indexOf(l)] === 'draft' || states[LOCALES.indexOf(l)] === 'new'),
      ]),
    ),
  };
}
