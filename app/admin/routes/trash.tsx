import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { TrashEntry } from '#contract/entities.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { LangBadges } from '../components/LangBadges';
import { firmTime } from '../edit/firm-time';
import { deleteForGood, listTrash, restoreFromTrash } from '../workflow/api';
import { itemListPath } from '../workflow/kinds';
import { useItemActions } from '../permissions';
import { ListTable, type ListColumn } from '../list/ListTable';
import { useList } from '../list/useList';

/**
 * The trash: every deleted item (all its languages), newest first, until it is deleted for good
 * after the retention period. Restore puts it back as it was (same addresses); "Delete
 * permanently" asks first and removes it and its history.
 */
export default function TrashPage() {
  const i18n = useI18n();
  const { t, tag } = i18n;
  const { message } = App.useApp();
  // Restore and delete act on every language: not for an account restricted to some languages.
  const itemActions = useItemActions();
  const list = useList<TrashEntry, null>({
    query: null,
    fetch: (_q, { pageNo, pageSize }) => listTrash(pageNo, pageSize),
    paging: { sizes: [10, 20, 50], total: (total) => t('list.total', { total }), hideOnSinglePage: true },
    empty: t('trash.empty'),
  });
  const [busy, setBusy] = useState<string | null>(null);

  const keyOf = (e: TrashEntry) => `${e.kind}:${e.key}`;

  const restore = async (e: TrashEntry) => {
    setBusy(keyOf(e));
    await list.remove(async () => {
      await restoreFromTrash(e);
      message.success(
        <span>
          {t('trash.restored', { title: e.title })} <Link to={itemListPath(e)}>{t('trash.show')}</Link>
        </span>,
      );
    });
    setBusy(null);
  };

  const purge = async (e: TrashEntry) => {
    setBusy(keyOf(e));
    await list.remove(async () => {
      await deleteForGood(e);
      message.success(t('trash.deleted', { title: e.title }));
    });
    setBusy(null);
  };

  const columns: ListColumn<TrashEntry>[] = [
    {
      key: 'kind',
      title: t('trash.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (k: TrashEntry['kind']) => <Tag>{t(`contentKind.${k}`)}</Tag>,
    },
    {
      key: 'title',
      keep: true,
      grow: true,
      width: 130,
      title: t('col.title'),
      dataIndex: 'title',
      render: (v: string, e) => <span data-key={e.key}>{v || e.key}</span>,
    },
    {
      key: 'purgeAt',
      title: t('trash.purgeAt'),
      dataIndex: 'purgeTime',
      width: 150,
      nowrap: true,
      render: (v: string) => i18n.formatDate(v, 'short'),
    },
    {
      key: 'deletedAt',
      title: t('trash.deletedAt'),
      dataIndex: 'deleteTime',
      width: 190,
      render: (v: string, e) => (
        <>
          <div>{firmTime(v, tag)}</div>
          <Typography.Text type="secondary">{e.operatorName ?? '—'}</Typography.Text>
        </>
      ),
    },
    {
      key: 'langs',
      title: t('col.languages'),
      dataIndex: 'langs',
      width: 150,
      render: (langs: TrashEntry['langs']) => <LangBadges langs={langs} />,
    },
    {
      title: t('col.actions'),
      key: 'actions',
      keep: true,
      width: 184,
      render: (_v, e) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<UndoOutlined />}
            loading={busy === keyOf(e)}
            onClick={() => void restore(e)}
            aria-label={`${t('trash.restore')}: ${e.title}`}
          >
            {t('trash.restore')}
          </Button>
          <Popconfirm
            title={t('trash.purgeConfirm', { title: e.title })}
            description={<div style={{ maxWidth: 280 }}>{t('trash.purgeText')}</div>}
            okText={t('trash.purge')}
            cancelText={t('action.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => purge(e)}
          >
            <Button
              size="small"
              danger
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`${t('trash.purge')}: ${e.title}`}
            >
              {t('trash.purge')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={1}>{t('menu.trash')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('trash.intro')}
        </Typography.Paragraph>
      </div>
      <ListTable<TrashEntry>
        listId="trash"
        rowKey={keyOf}
        columns={itemActions ? columns : columns.filter((c) => c.key !== 'actions')}
        {...list.tableProps}
      />
    </>
  );
}
