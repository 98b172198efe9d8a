import type { Selectable } from 'kysely';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { now } from '../../db';
import type { Flag, PortalConfig } from '../../../contract/entities';
import { LOCALES, type Locale } from '../../../contract/locales';
import { emptyConfig } from '../../../contract/portal-config';
import { emptyToNull, parseJsonList, recordEntry } from '../../lib/http';
import { sanitizeRichText } from '../../lib/sanitize';
import { assertDistinctLangs } from '../../lib/translation-group';
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

/** The configuration of each language asked for (every language by default), empty defaults where none is stored. */
export async function list(db: DB, langs: readonly Locale[] = LOCALES): Promise<PortalConfig[]> {
  const rows = await db.selectFrom('portal_config').selectAll().where('lang', 'in', [...langs]).execute();
  const byLang = new Map(rows.map((r) => [r.lang, toConfig(r)]));
  return langs.map((lang) => byLang.get(lang) ?? emptyConfig(lang));
}

export async function get(db: DB, lang: Locale): Promise<PortalConfig> {
  return (await list(db, [lang]))[0];
}

/** Insert or replace the configuration of each language sent; all or nothing. */
export async function save(db: DB, elements: PortalConfigInput[]): Promise<PortalConfig[]> {
  assertDistinctLangs(elements.map((e) => e.lang));
  await db.transaction().execute(async (trx) => {
    const t = now();
    for (const e of elements) {
      const values = {
        name: e.name.trim(),
        icon_url: emptyToNull(e.iconUrl),
        address: emptyToNull(e.address),
        email: emptyToNull(e.email),
        tel: emptyToNull(e.tel),
        introduce: emptyToNull(sanitizeRichText(e.introduce)),
        lawyer_count: e.lawyerCount ?? 0,
        is_lawyer_count_visible: e.isLawyerCountVisible ?? 1,
        total_people: e.totalPeople ?? 0,
        is_total_people_visible: e.isTotalPeopleVisible ?? 1,
        branch_count: e.branchCount ?? 0,
        is_branch_count_visible: e.isBranchCountVisible ?? 1,
        advantages: JSON.stringify((e.advantagesList ?? []).map((a) => ({ title: (a.title ?? '').trim(), content: (a.content ?? '').trim() }))),
        environment: JSON.stringify((e.environmentList ?? []).map((a) => ({ title: (a.title ?? '').trim(), coverUrl: a.coverUrl.trim() }))),
        update_time: t,
      };
      await trx
        .insertInto('portal_config')
        .values({ lang: e.lang, ...values })
        .onConflict((oc) => oc.column('lang').doUpdateSet(values))
        .execute();
    }
  });
  return list(db, elements.map((e) => e.lang));
}
