import type { AdminKey } from '#app/i18n/keys.ts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import {
  AppstoreOutlined,
  FileTextOutlined,
  LinkOutlined,
  PictureOutlined,
  ReadOutlined,
  SettingOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { firmTime } from '../edit/firm-time';
import { api } from '../api';
import { useAdminUser } from '../layout';
import { LANG_BADGE } from '../components/LangBadges';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { ARTICLE_KIND_CONFIGS, ARTICLE_KIND_LIST, type ArticleAdminPath } from '#contract/article-kinds.ts';
import type { ArticleKind } from '#contract/enums.ts';
import { adminArticlePath } from '../articles/kinds';
import { BackupCard } from '../BackupCard';
import { MissingAltCard } from './media/MissingAltCard';
import { WaitingWork } from '../WaitingWork';
import { AdminSearch } from '../AdminSearch';
import { InquiryCount } from '../InquiryCount';
import { mayOpen } from '../menu';
import { useAccountRights } from '../permissions';

interface Area {
  key: string;
  label: AdminKey;
  path: string;
  api: ArticleAdminPath | '/admin/banner' | '/admin/lawyerTeam' | '/admin/professionalField';
  icon: React.ReactNode;
  /** Items are translation groups (counted with view=items); banners are one row per language. */
  grouped: boolean;
}

/** An area's count: items, and per language how many items have that language (null: not known). */
interface Count {
  total: number | null;
  perLang: Record<Locale, number | null>;
}

/** The totalCount of one list call (one row asked for), or null when it failed. */
const totalOf = (path: Area['api'], query: Record<string, string | number>) =>
  api('GET', path, { query: { pageNo: 1, pageSize: 1, ...query }, silent: true })
    .then((r) => r.pageable?.totalCount ?? null)
    .catch(() => null);

/**
 * Counts items, never rows. Per language: the list filtered by `lang` — an item has at most one
 * row per language (the database holds no+lang unique), so these are the items that have it.
 * The total: the items of a grouped area (view=items, every language once); the sum for banners,
 * which are one row per banner in one language.
 */
async function countArea(a: Area): Promise<Count> {
  const [items, ...per] = await Promise.all([
    a.grouped ? totalOf(a.api, { view: 'items' }) : Promise.resolve(null),
    ...LOCALES.map((l) => totalOf(a.api, { lang: l })),
  ]);
  const perLang = Object.fromEntries(LOCALES.map((l, i) => [l, per[i]])) as Count['perLang'];
  const sum = per.some((n) => n === null) ? null : per.reduce<number>((total, n) => total + (n ?? 0), 0);
  return { total: a.grouped ? items : sum, perLang };
}

const KIND_ICONS: Record<ArticleKind, React.ReactNode> = {
  news: <ReadOutlined />,
  case: <FileTextOutlined />,
  honour: <TrophyOutlined />,
};
const { news, case: cases, honour } = ARTICLE_KIND_CONFIGS;

/** The start page: what there is, and the usual next steps. */
export default function StartPage() {
  const i18n = useI18n();
  const navigate = useNavigate();
  const { user } = useAdminUser();
  const rights = useAccountRights();
  const can = rights?.can ?? (() => true);
  const areas: Area[] = [
    ...ARTICLE_KIND_LIST.map((k) => ({
      key: k.adminSegment,
      label: k.adminMsg.label,
      path: adminArticlePath(k, 'list'),
      api: k.adminPath,
      icon: KIND_ICONS[k.kind],
      grouped: true,
    })),
    {
      key: 'banners',
      label: 'menu.banners',
      path: '/admin/banner/list',
      api: '/admin/banner',
      icon: <PictureOutlined />,
      grouped: false,
    },
    {
      key: 'team',
      label: 'menu.team',
      path: '/admin/team/list',
      api: '/admin/lawyerTeam',
      icon: <TeamOutlined />,
      grouped: true,
    },
    {
      key: 'expertise',
      label: 'menu.expertise',
      path: '/admin/expertise/list',
      api: '/admin/professionalField',
      icon: <AppstoreOutlined />,
      grouped: true,
    },
  ];
  const [values, setValues] = useState<Record<string, Count> | null>(null);

  useEffect(() => {
    let cancelled = false;
    void Promise.all(areas.map(async (a) => [a.key, await countArea(a)] as const)).then(
      (entries) => !cancelled && setValues(Object.fromEntries(entries)),
    );
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the areas are static; counts do not depend on the language
  }, []);

  /** "Neuigkeiten: 14 — Deutsch 14, Englisch 12, Chinesisch 9" for screen readers. */
  const spoken = (a: Area, c: Count | undefined) =>
    `${i18n.t(a.label)}: ${c?.total ?? '—'} — ${LOCALES.map((l) => `${i18n.t(`lang.${l}`)} ${c?.perLang[l] ?? '—'}`).join(', ')}`;

  const shortcuts = (
    [
      { label: 'menu.news.edit', path: adminArticlePath(news, 'edit'), icon: <ReadOutlined /> },
      { label: 'menu.news.external', path: adminArticlePath(news, 'edit-external'), icon: <LinkOutlined /> },
      { label: 'menu.cases.edit', path: adminArticlePath(cases, 'edit'), icon: <FileTextOutlined /> },
      { label: 'menu.honours.edit', path: adminArticlePath(honour, 'edit'), icon: <TrophyOutlined /> },
      { label: 'menu.team.add', path: '/admin/team/add', icon: <TeamOutlined /> },
      { label: 'menu.site.config', path: '/admin/site/config', icon: <SettingOutlined /> },
    ] satisfies { label: AdminKey; path: string; icon: React.ReactNode }[]
  ).filter((s) => !rights || mayOpen(s.path, rights.permissions));

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>
          {i18n.t('start.welcome', { name: user.userName || user.loginAccount })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {i18n.t('start.intro')}
          {user.lastLoginTime ? ` ${i18n.t('start.lastLogin', { name: firmTime(user.lastLoginTime, i18n.tag) })}` : ''}
        </Typography.Paragraph>
      </div>
      {can('read') ? <InquiryCount /> : null}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('start.search')}
      </Typography.Title>
      <AdminSearch />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('waiting.title')}
      </Typography.Title>
      <WaitingWork />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('start.counts')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{i18n.t('start.countsHint')}</Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
        {areas.map((a) => {
          const c = values?.[a.key];
          return (
            <Col xs={12} md={8} xl={4} key={a.key}>
              <Link to={a.path} style={{ display: 'block' }} aria-label={values ? spoken(a, c) : i18n.t(a.label)}>
                <Card hoverable size="small">
                  {values ? (
                    <>
                      <Statistic title={i18n.t(a.label)} value={c?.total ?? '—'} prefix={a.icon} />
                      <div className="admin-start-langs" data-testid={`counts-${a.key}`}>
                        {LOCALES.map((l, i) => {
                          const n = c?.perLang[l] ?? null;
                          // A language with fewer items than the area has: translations are missing.
                          const short = a.grouped && n !== null && c?.total != null && n < c.total;
                          return (
                            <span
                              key={l}
                              data-lang={l}
                              style={short ? { color: '#ad4e00', fontWeight: 600 } : undefined}
                            >
                              {i > 0 ? ' · ' : ''}
                              {LANG_BADGE[l]} {n ?? '—'}
                            </span>
                          );
                        })}
                      </div>
                    </>
                  ) : (
                    <Skeleton active paragraph={false} />
                  )}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>
      {can('read') ? <MissingAltCard /> : null}
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {i18n.t('start.shortcuts')}
      </Typography.Title>
      <div className="admin-toolbar">
        {shortcuts.map((s) => (
          <Button key={s.path} icon={s.icon} size="large" onClick={() => navigate(s.path)}>
            {i18n.t(s.label)}
          </Button>
        ))}
      </div>
      {can('site') ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 32 }}>
            {i18n.t('backup.title')}
          </Typography.Title>
          <BackupCard />
        </>
      ) : null}
    </>
  );
}
