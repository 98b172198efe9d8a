import type { Selectable } from 'kysely';
import type { DB } from '#server/db/index.ts';
import type { Database } from '#server/db/schema.ts';
import { now } from '#server/db/index.ts';
import type { Flag, PortalConfig } from '#contract/entities.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { emptyConfig } from '#contract/portal-config.ts';
import { emptyToNull } from '#server/lib/http/index.ts';
import { parseJsonList, recordEntry } from '#server/lib/stored-lists.ts';
import { sanitizeRichText } from '#server/lib/sanitize.ts';
import { assertDistinctLangs } from '#server/lib/translation-group.ts';
import { assertRevision, revisionOf } from '#server/lib/revision.ts';
import { lockRecord } from '#server/lib/record-lock.ts';
import type { PortalConfigInput } from './schema';

type Row = Selectable<Database['portal_config']>;

const flag = (v: unknown): Flag => (Number(v) ? 1 : 0);

const toConfig = (r: Row): PortalConfig => ({
  lang: r.lang as Locale,
  name: r.name,
  iconUrl: r.icon_url,
  address: r.address,
  email: r.email,
  tel: r.tel,
  introduce: r.introduce,
  lawyerCount: Number(r.lawyer_count),
  isLawyerCountVisible: flag(r.is_lawyer_count_visible),
  totalPeople: Number(r.total_people),
  isTotalPeopleVisible: flag(r.is_total_people_visible),
  branchCount: Number(r.branch_count),
  isBranchCountVisible: flag(r.is_branch_count_visible),
  advantagesList: parseJsonList(r.advantages, recordEntry('title', 'content')),
  environmentList: parseJsonList(r.environment, recordEntry('title', 'coverUrl')),
});

/** The configuration of each language asked for (every language by default), empty defaults where none is stored; each with its revision. */
export async function list(db: DB, langs: readonly Locale[] = LOCALES): Promise<PortalConfig[]> {
  const rows = await db
    .selectFrom('portal_config')
    .selectAll()
    .where('lang', 'in', [...langs])
    .execute();
  const byLang = new Map(rows.map((r) => [r.lang, toConfig(r)]));
  return langs.map((lang) => {
    const config = byLang.get(lang) ?? emptyConfig(lang);
    return { ...config, revision: revisionOf(config) };
  });
}

export async function get(db: DB, lang: Locale): Promise<PortalConfig> {
  return (await list(db, [lang]))[0];
}

/**
 * Writes the configuration of each language sent; all or nothing. A field an element leaves out
 * keeps its stored value (as in every other write). An element sent with the `revision` it was
 * read at is refused (409) when that language's configuration changed since.
 */
export async function save(db: DB, elements: PortalConfigInput[]): Promise<PortalConfig[]> {
  assertDistinctLangs(elements.map((e) => e.lang));
  await db.transaction().execute(async (trx) => {
    const t = now();
    // Every language's lock first, in one order (two saves of several languages cannot deadlock).
    for (const lang of elements.map((e) => e.lang).sort()) await lockRecord(trx, `portal_config:${lang}`);
    for (const e of elements) {
      const row = await trx.selectFrom('portal_config').selectAll().where('lang', '=', e.lang).executeTakeFirst();
      assertRevision(e.revision, row ? toConfig(row) : emptyConfig(e.lang), `site configuration ${e.lang}`);
      const sent = <T, R>(value: T | undefined, column: (v: T) => R): R | undefined =>
        value === undefined ? undefined : column(value);
      const values = {
        name: e.name.trim(),
        icon_url: sent(e.iconUrl, emptyToNull),
        address: sent(e.address, emptyToNull),
        email: sent(e.email, emptyToNull),
        tel: sent(e.tel, emptyToNull),
        introduce: sent(e.introduce, (v) => emptyToNull(sanitizeRichText(v))),
        lawyer_count: e.lawyerCount,
        is_lawyer_count_visible: e.isLawyerCountVisible,
        total_people: e.totalPeople,
        is_total_people_visible: e.isTotalPeopleVisible,
        branch_count: e.branchCount,
        is_branch_count_visible: e.isBranchCountVisible,
        advantages: sent(e.advantagesList, (list) =>
          JSON.stringify(list.map((a) => ({ title: (a.title ?? '').trim(), content: (a.content ?? '').trim() }))),
        ),
        environment: sent(e.environmentList, (list) =>
          JSON.stringify(list.map((a) => ({ title: (a.title ?? '').trim(), coverUrl: a.coverUrl.trim() }))),
        ),
        update_time: t,
      };
      if (row) await trx.updateTable('portal_config').set(values).where('lang', '=', e.lang).execute();
      else {
        await trx
          .insertInto('portal_config')
          .values({
            ...values,
            lang: e.lang,
            icon_url: values.icon_url ?? null,
            address: values.address ?? null,
            email: values.email ?? null,
            tel: values.tel ?? null,
            introduce: values.introduce ?? null,
            lawyer_count: values.lawyer_count ?? 0,
            is_lawyer_count_visible: values.is_lawyer_count_visible ?? 1,
            total_people: values.total_people ?? 0,
            is_total_people_visible: values.is_total_people_visible ?? 1,
            branch_count: values.branch_count ?? 0,
            is_branch_count_visible: values.is_branch_count_visible ?? 1,
            advantages: values.advantages ?? '[]',
            environment: values.environment ?? '[]',
          })
          .execute();
      }
    }
  });
  return list(
    db,
    elements.map((e) => e.lang),
  );
}
