import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { ARTICLE_KIND_LIST, type ArticleAdminPath } from '#contract/article-kinds.ts';
import { DOC_NAMES, type ContentKind } from '#contract/enums.ts';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '../i18n';
import { api } from './api';
import { StatusTag } from './components/StatusTag';
import { stateOf, type KeptPublication } from './edit/publication';
import { itemEditPath } from './workflow/kinds';
import { adminArticlePath } from './articles/kinds';

type Waiting = 'draft' | 'scheduled';

/** One entry of the start page's lists: an item with a draft or a scheduled language. */
interface Entry extends KeptPublication {
  kind: ContentKind;
  title: string;
  path: string;
  lang?: Locale;
}

interface Group {
  kind: ContentKind;
  total: number;
  entries: Entry[];
  /** The kind's list filtered by the same status. */
  list?: string;
}

/** How many items of a kind the start page names (the count says how many there are). */
const SHOWN = 5;

/** A list row as the admin lists answer it, with what the entries need. */
type ListRow = KeptPublication & {
  id: number;
  no?: string;
  isLink?: number;
  title?: string;
  name?: string;
  imgPath?: string;
  lang?: Locale;
};

/** The lists asked for waiting work (documented list routes answering `status` and `view=items`). */
type ListPath = ArticleAdminPath | '/admin/lawyerTeam' | '/admin/professionalField' | '/admin/banner';

const SOURCES: { kind: ContentKind; api: ListPath; items: boolean; list: string }[] = [
  ...ARTICLE_KIND_LIST.map((k) => ({
    kind: k.kind as ContentKind,
    api: k.adminPath,
    items: true,
    list: adminArticlePath(k, 'list'),
  })),
  { kind: 'lawyer', api: '/admin/lawyerTeam', items: true, list: '/admin/team/list' },
  { kind: 'practiceArea', api: '/admin/professionalField', items: true, list: '/admin/expertise/list' },
  { kind: 'banner', api: '/admin/banner', items: false, list: '/admin/banner/list' },
];

async function listGroup(source: (typeof SOURCES)[number], status: Waiting): Promise<Group> {
  const res = await api('GET', source.api, {
    query: { status, pageNo: 1, pageSize: SHOWN, ...(source.items ? { view: 'items' } : {}) },
    silent: true,
  });
  const rows: ListRow[] = res.result ?? [];
  const entries = rows.map((r) => ({
    kind: source.kind,
    title: r.title || r.name || r.imgPath?.split('/').pop() || String(r.id),
    path: itemEditPath(source.kind, r),
    status: r.status,
    publishAt: r.publishAt,
    lang: r.lang,
  }));
  return {
    kind: source.kind,
    total: res.pageable?.totalCount ?? entries.length,
    entries,
    list: `${source.list}?status=${status}`,
  };
}

/** Documents have no list: their three names, each with its languages. */
async function documentGroups(): Promise<Record<Waiting, Group>> {
  const rows = (
    await Promise.all(
      DOC_NAMES.map((name) =>
        api('GET', '/admin/docs/{name}', { path: { name }, silent: true }).then((r) => r.result ?? []),
      ),
    )
  ).flat();
  const out: Record<Waiting, Group> = {
    draft: { kind: 'document', total: 0, entries: [] },
    scheduled: { kind: 'document', total: 0, entries: [] },
  };
  for (const waiting of ['draft', 'scheduled'] as const) {
    const names = new Set<string>();
    for (const d of rows) {
      if (stateOf(d) !== waiting || names.has(d.name)) continue;
      names.add(d.name);
      out[waiting].entries.push({
        kind: 'document',
        title: d.title || d.name,
        path: itemEditPath('document', d),
        status: d.status,
        publishAt: d.publishAt,
        lang: d.lang,
      });
    }
    out[waiting].total = out[waiting].entries.length;
  }
  return out;
}

/**
 * The start page's "what waits": items with a draft language and items with a language scheduled
 * for later, per kind (the admin lists filtered by status, a few of each), each a link to its
 * edit screen.
 */
export function WaitingWork() {
  const { t } = useI18n();
  const [groups, setGroups] = useState<Record<Waiting, Group[]> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const lists = (status: Waiting) => Promise.all(SOURCES.map((s) => listGroup(s, status)));
    Promise.all([lists('draft'), lists('scheduled'), documentGroups()])
      .then(([draft, scheduled, docs]) => {
        if (live) setGroups({ draft: [...draft, docs.draft], scheduled: [...scheduled, docs.scheduled] });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const card = (waiting: Waiting) => {
    const list = groups?.[waiting].filter((g) => g.total > 0) ?? [];
    const total = list.reduce((n, g) => n + g.total, 0);
    return (
      <Card
        size="small"
        data-testid={`waiting-${waiting}`}
        title={
          <span>
            {waiting === 'draft' ? <EditOutlined aria-hidden /> : <ClockCircleOutlined aria-hidden />}{' '}
            {t(`waiting.${waiting}`)}
            {groups ? ` (${total})` : ''}
          </span>
        }
      >
        {!groups && !failed ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
        {failed ? <Typography.Text type="secondary">{t('content.loadFailed')}</Typography.Text> : null}
        {groups && !list.length ? (
          <Typography.Text type="secondary">{t(`waiting.${waiting}.none`)}</Typography.Text>
        ) : null}
        {list.map((g) => (
          <section key={g.kind} className="admin-waiting-group">
            <Typography.Title level={3} style={{ fontSize: 14, margin: '4px 0 6px' }}>
              {t(`contentKind.${g.kind}.plural`)} · {g.total}
            </Typography.Title>
            <ul className="admin-waiting-list">
              {g.entries.map((e) => (
                <li key={e.path}>
                  <Link to={e.path}>{e.title}</Link>
                  {waiting === 'scheduled' && stateOf(e) === 'scheduled' ? <StatusTag publication={e} compact /> : null}
                </li>
              ))}
              {g.total > g.entries.length && g.list ? (
                <li className="admin-waiting-more">
                  <Link to={g.list}>{t('waiting.more', { count: g.total - g.entries.length })}</Link>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </Card>
    );
  };

  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }}>
      <Col xs={24} lg={12}>
        {card('draft')}
      </Col>
      <Col xs={24} lg={12}>
        {card('scheduled')}
      </Col>
    </Row>
  );
}
