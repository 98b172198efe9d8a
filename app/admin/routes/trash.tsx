import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import type { TrashEntry } from '../../../contract/entities';
import type { Pageable } from '../../../contract/envelope';
import { DEFAULT_PAGE_SIZE } from '../../../contract/envelope';
import { useI18n } from '../../i18n';
import { LangBadges } from '../components/LangBadges';
import { firmTime } from '../edit/firm-time';
import { deleteForGood, listTrash, restoreFromTrash } from '../workflow/api';
import { itemListPath } from '../workflow/kinds';
import { useItemActions } from '../permissions';
import { ListTable, type ListColumn } from '../components/ListTable';

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
  const [params, setParams] = useSearchParams();
  const pageNo = Number(params.get('page') ?? 1) || 1;
  const pageSize = Number(params.get('size') ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE;
  const [rows, setRows] = useState<TrashEntry[]>([]);
  const [pageable, setPageable] = useState<Pageable>({ pageNo, pageSize, totalCount: 0 });
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const page = await listTrash(pageNo, pageSize);
      setRows(page.items);
      setPageable(page.pageable);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [pageNo, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);

  const keyOf = (e: TrashEntry) => `${e.kind}:${e.key}`;
  const afterRemoval = () => {
    if (rows.length === 1 && pageNo > 1) {
      const next = new URLSearchParams(params);
      next.set('page', String(pageNo - 1));
      setParams(next);
    } else void load();
  };

  const restore = async (e: TrashEntry) => {
    setBusy(keyOf(e));
    try {
      await restoreFromTrash(e);
      message.success(
        <span>
          {t('trash.restored', { title: e.title })} <Link to={itemListPath(e)}>{t('trash.show')}</Link>
        </span>,
      );
      afterRemoval();
    } catch {
      /* the request layer shows the error */
    } finally {
      setBusy(null);
    }
  };

  const purge = async (e: TrashEntry) => {
    setBusy(keyOf(e));
    try {
      await deleteForGood(e);
      message.success(t('trash.deleted', { title: e.title }));
      afterRemoval();
    } catch {
      /* the request layer shows the error */
    } finally {
      setBusy(null);
    }
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
        loading={loading}
        columns={itemActions ? columns : columns.filter((c) => c.key !== 'actions')}
        dataSource={rows}
        locale={{ emptyText: t('trash.empty') }}
        pagination={{
          current: pageable.pageNo,
          pageSize: pageable.pageSize,
          total: pageable.totalCount,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          hideOnSinglePage: pageable.totalCount <= 10,
          showTotal: (total) => t('list.total', { total }),
          onChange: (p, s) => {
            const next = new URLSearchParams(params);
            if (p === 1) next.delete('page');
            else next.set('page', String(p));
            if (s === DEFAULT_PAGE_SIZE) next.delete('size');
            else next.set('size', String(s));
            setParams(next);
          },
        }}
      />
    </>
  );
}
