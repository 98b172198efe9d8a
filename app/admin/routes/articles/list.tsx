import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Image, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import {
  EditOutlined,
  LinkOutlined,
  PlusOutlined,
  PushpinFilled,
  PushpinOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { Article } from '#contract/entities.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '#app/admin/permissions.ts';
import { api } from '#app/admin/api.ts';
import type { ArticleKindConfig } from '#contract/article-kinds.ts';
import { adminArticlePath, findKind } from '#app/admin/articles/kinds.ts';
import { AdminNotFound } from '../not-found';
import { DeleteButton } from '#app/admin/components/DeleteButton.tsx';
import { ListTable, type ListColumn } from '#app/admin/list/ListTable.tsx';
import { useList } from '#app/admin/list/useList.tsx';
import { useUrlState } from '#app/admin/list/url-state.ts';
import { StatusFilterSelect, isStatusFilter } from '#app/admin/components/StatusTag.tsx';
import type { StatusFilter } from '#contract/enums.ts';
import { listPage } from '#app/admin/list/page.ts';
import { itemEditPath } from '#app/admin/workflow/kinds.ts';
import { publicationColumns, updatedColumn } from '#app/admin/list/ListParts.tsx';

/** One item (translation group), shown in the back office's language or the first it has; `langs`: the languages it has. */
type Row = Article & { cataName?: string | null; langs?: Locale[] };

export default function ArticleListPage() {
  const kind = findKind(useParams().kind);
  return kind ? <ArticleList kind={kind} key={kind.kind} /> : <AdminNotFound />;
}

function ArticleList({ kind }: { kind: ArticleKindConfig }) {
  const navigate = useNavigate();
  const i18n = useI18n();
  const itemActions = useItemActions();
  const url = useUrlState();
  const title = url.get('title');
  const no = url.get('no');
  // Items lacking this language (what still needs translating); the list shows every item otherwise.
  const missing: Locale | '' = url.pick('missing', isLocale) ?? '';
  const status: StatusFilter | undefined = url.pick('status', isStatusFilter);
  const [titleInput, setTitleInput] = useState(title);
  const [noInput, setNoInput] = useState(no);
  const list = useList<Row, { title: string; no: string; missing: Locale | ''; status?: StatusFilter }>({
    query: { title, no, missing, status },
    // One row per item in the back office's language (X-Language), with the languages it has.
    fetch: async (q, { pageNo, pageSize }) => {
      return listPage(
        await api('GET', kind.adminPath, {
          query: { view: 'items', pageNo, pageSize, ...q, missing: q.missing || undefined },
        }),
      );
    },
    paging: { sizes: [10, 20, 50], total: (total) => i18n.t('list.total', { total }) },
  });
  const { update } = url;

  useEffect(() => {
    setTitleInput(title);
    setNoInput(no);
  }, [title, no]);

  const search = () => update({ title: titleInput.trim(), no: noInput.trim() });

  const pin = (row: Row) =>
    list.act(
      () => api('PUT', `${kind.adminPath}/${row.top ? 'unpin' : 'pin'}` as const, { query: { no: row.no } }),
      i18n.t(row.top ? 'msg.unpinned' : 'msg.pinned'),
    );

  const remove = (row: Row) =>
    list.remove(() => api('DELETE', kind.adminPath, { query: { no: row.no } }), i18n.t('msg.deleted'));

  const editPath = (row: Row) => itemEditPath(kind.kind, row);

  // The name, status, languages and date first; the rest while there is room, else in the row's detail.
  const columns: ListColumn<Row>[] = [
    {
      key: 'title',
      title: i18n.t('col.title'),
      dataIndex: 'title',
      width: 240,
      grow: true,
      keep: true,
      render: (_v, row) => (
        <Space size={10} align="start">
          {row.coverUrl ? (
            <Image
              rootClassName="admin-list-thumb"
              src={row.coverUrl}
              alt=""
              width={56}
              height={38}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              preview={false}
            />
          ) : null}
          <span>
            <Link to={editPath(row)}>{row.title}</Link>
            {row.isLink ? (
              <Tag icon={<LinkOutlined />} color="blue" style={{ marginInlineStart: 8 }}>
                {i18n.t('list.external')}
              </Tag>
            ) : null}
          </span>
        </Space>
      ),
    },
    ...publicationColumns<Row>(i18n.t),
    updatedColumn<Row>(i18n),
    ...(kind.catalogType !== null
      ? [
          {
            key: 'category',
            title: i18n.t('col.category'),
            dataIndex: 'cataName',
            width: 160,
            render: (v: string | null) => v ?? '—',
          },
        ]
      : []),
    { key: 'no', title: i18n.t('col.no'), dataIndex: 'no', width: 100, nowrap: true },
    {
      key: 'pinned',
      title: i18n.t('col.pinned'),
      dataIndex: 'top',
      width: 120,
      render: (top: number) =>
        top ? (
          <Tag icon={<PushpinFilled />} style={{ color: '#7a4100', background: '#fff7e6', borderColor: '#ffd591' }}>
            {i18n.t('list.yes')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{i18n.t('list.no')}</Typography.Text>
        ),
    },
    {
      key: 'views',
      title: i18n.t('col.views'),
      dataIndex: 'views',
      width: 95,
      nowrap: true,
      align: 'right',
      render: (v: number) => i18n.formatNumber(v),
    },
    {
      key: 'operator',
      title: i18n.t('col.operator'),
      dataIndex: 'operatorName',
      width: 130,
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'actions',
      title: i18n.t('col.actions'),
      width: 136,
      keep: true,
      render: (_v, row) => (
        <Space size={0}>
          <Tooltip title={i18n.t('action.edit')}>
            <Link
              to={editPath(row)}
              aria-label={`${i18n.t('action.edit')}: ${row.title}`}
              style={{ padding: '4px 8px', display: 'inline-block' }}
            >
              <EditOutlined />
            </Link>
          </Tooltip>
          {itemActions ? (
            <Tooltip title={i18n.t(row.top ? 'action.unpin' : 'action.pin')}>
              <Button
                type="text"
                icon={row.top ? <PushpinFilled style={{ color: '#b7791f' }} /> : <PushpinOutlined />}
                aria-label={`${i18n.t(row.top ? 'action.unpin' : 'action.pin')}: ${row.title}`}
                onClick={() => void pin(row)}
              />
            </Tooltip>
          ) : row.top ? (
            <PushpinFilled style={{ color: '#b7791f', padding: '4px 8px' }} aria-label={i18n.t('col.pinned')} />
          ) : null}
          <DeleteButton
            trash
            name={row.title}
            title={i18n.t('confirm.delete.title')}
            text={i18n.t('confirm.delete.item', { name: row.title })}
            onConfirm={() => remove(row)}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{i18n.t(kind.adminMsg.label)}</Typography.Title>
      </div>
      <div className="admin-toolbar" role="search">
        <Input
          aria-label={i18n.t('col.title')}
          placeholder={i18n.t('list.searchTitle')}
          value={titleInput}
          onChange={(e) => setTitleInput(e.target.value)}
          onPressEnter={search}
          allowClear
          style={{ width: 220 }}
        />
        <Input
          aria-label={i18n.t('col.no')}
          placeholder={i18n.t('list.searchNo')}
          value={noInput}
          onChange={(e) => setNoInput(e.target.value)}
          onPressEnter={search}
          allowClear
          style={{ width: 170 }}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {i18n.t('action.search')}
        </Button>
        {title || no ? (
          <Button onClick={() => update({ title: null, no: null })}>{i18n.t('action.reset')}</Button>
        ) : null}
        <Select<Locale>
          aria-label={i18n.t('list.missing')}
          placeholder={i18n.t('list.missing')}
          // antd's default placeholder grey is below WCAG AA contrast for text a user must read.
          styles={{ placeholder: { color: 'rgba(0, 0, 0, 0.62)' } }}
          allowClear
          value={missing || undefined}
          onChange={(v) => update({ missing: v ?? null })}
          options={LOCALES.map((l) => ({ value: l, label: i18n.t('list.missingIn', { lang: i18n.t(`lang.${l}`) }) }))}
          style={{ width: 200 }}
        />
        <StatusFilterSelect value={status} onChange={(v) => update({ status: v ?? null })} />
        <div className="admin-toolbar-spacer" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(adminArticlePath(kind, 'edit'))}>
          {i18n.t('list.new')}
        </Button>
        {kind.links ? (
          <Button icon={<LinkOutlined />} onClick={() => navigate(adminArticlePath(kind, 'edit-external'))}>
            {i18n.t('list.newExternal')}
          </Button>
        ) : null}
      </div>
      <ListTable<Row>
        listId={`articles-${kind.kind}`}
        rowKey="id"
        columns={columns}
        size="middle"
        {...list.tableProps}
      />
    </>
  );
}
