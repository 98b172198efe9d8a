import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { App, Avatar, Button, Flex, Form, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import type { LawyerTeam, Office } from '../../../../contract/entities';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/envelope';
import { LOCALES, isLocale, type Locale } from '../../../../contract/locales';
import { useI18n } from '../../../i18n';
import { useItemActions } from '../../permissions';
import { request } from '../../request';
import { LangBadges } from '../../components/LangBadges';
import { DeleteButton } from '../../components/DeleteButton';
import { ListTable, type ListColumn } from '../../components/ListTable';
import { StatusFilterSelect, StatusTag, isStatusFilter } from '../../components/StatusTag';
import { useDragOrder } from '../../components/DragOrder';
import type { StatusFilter } from '../../../../contract/enums';

/** One lawyer (every language), shown in the back office's language or the first he has. */
type Row = LawyerTeam & { langs?: Locale[] };

/**
 * The team list, one row per lawyer with the languages he has: search by name and office (in any
 * language), missing translations, paging, pin, delete, edit. State lives in the URL so "back"
 * returns to the same page.
 */
export default function TeamListPage() {
  const { t, locale } = useI18n();
  const itemActions = useItemActions();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const missing: Locale | undefined = isLocale(params.get('missing')) ? (params.get('missing') as Locale) : undefined;
  const status: StatusFilter | undefined = isStatusFilter(params.get('status'))
    ? (params.get('status') as StatusFilter)
    : undefined;
  const name = params.get('name') ?? '';
  const office = params.get('office') ? Number(params.get('office')) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Math.max(1, Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE);

  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [offices, setOffices] = useState<Office[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [searchForm] = Form.useForm<{ name: string; office?: number; missing?: Locale; status?: StatusFilter }>();

  const update = (next: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    setParams(p);
  };

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const res = await request<Row[]>('/admin/lawyerTeam', {
        query: { view: 'items', name: name || undefined, office, missing, status, page, pageSize },
      });
      setRows(res.result ?? []);
      setTotal(res.pageable?.totalCount ?? res.result?.length ?? 0);
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, [name, office, missing, status, page, pageSize]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    let live = true;
    // Offices in the back office's language; the filter matches the office in every language.
    request<Office[]>('/admin/office', { query: { lang: locale } })
      .then((res) => live && setOffices(res.result ?? []))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);

  useEffect(() => {
    searchForm.setFieldsValue({ name, office, missing, status });
  }, [searchForm, name, office, missing, status]);

  // The team's order (one position per lawyer, every language): changed by dragging a row by its
  // handle or with its arrows, on the whole list only (a search or filter shows part of it).
  const filtered = !!(name || office || missing || status);
  const order = useDragOrder<Row>({
    rows,
    setRows,
    sortPath: '/admin/lawyerTeam/sort',
    enabled: !filtered,
    reload: load,
    handleLabel: 'team.dragHandle',
    movedMessage: 'team.moved',
    columnTitle: t('order.column'),
  });

  const togglePin = async (row: Row, top: boolean) => {
    setBusyId(row.id);
    try {
      await request(`/admin/lawyerTeam/${row.id}/${top ? 1 : 0}`, { method: 'PUT' });
      message.success(t(top ? 'team.pinnedDone' : 'team.unpinnedDone'));
      await load();
    } catch {
      /* the request layer shows the error */
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (row: Row) => {
    try {
      await request(`/admin/lawyerTeam/${row.id}`, { method: 'DELETE' });
      message.success(t('content.deleted'));
      // Deleting the last row of a page goes back one page.
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      else await load();
    } catch {
      /* shown by the request layer */
    }
  };

  const columns: ListColumn<Row>[] = [
    ...(itemActions ? [order.handleColumn(true)] : []),
    {
      key: 'photo',
      title: t('team.photo'),
      dataIndex: 'photoUrl',
      width: 80,
      render: (url: string | null, row) =>
        url ? (
          <Avatar shape="square" size={48} src={url} alt={row.name} />
        ) : (
          <Avatar shape="square" size={48} icon={<UserOutlined />} aria-label={t('team.noPhoto')} />
        ),
    },
    {
      key: 'name',
      keep: true,
      grow: true,
      // Narrow enough that a lawyer's position stays in the row at 1280 px, beside photo, status and languages.
      width: 150,
      title: t('team.name'),
      dataIndex: 'name',
      render: (v: string, row) => <Link to={`/admin/team/edit/${row.id}`}>{v}</Link>,
    },
    { key: 'status', title: t('status.column'), width: 170, render: (_v, row) => <StatusTag publication={row} /> },
    {
      key: 'langs',
      title: t('col.languages'),
      dataIndex: 'langs',
      width: 150,
      render: (langs: Locale[] | undefined) => <LangBadges langs={langs} />,
    },
    {
      key: 'jobs',
      width: 160,
      title: t('team.jobs'),
      dataIndex: 'jobs',
      render: (jobs: LawyerTeam['jobs']) => (
        <Flex gap={4} wrap>
          {(jobs ?? []).map((j) => (
            <Tag key={j.jobId}>{j.name}</Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'office', title: t('team.office'), dataIndex: 'officeName', width: 160 },
    {
      key: 'phone',
      title: t('team.phone'),
      dataIndex: 'phoneNumber',
      width: 160,
      nowrap: true,
      render: (v: string | null) => v && <a href={`tel:${v.replace(/\s+/g, '')}`}>{v}</a>,
    },
    {
      key: 'pinned',
      title: t('team.pinned'),
      dataIndex: 'top',
      width: 120,
      render: (top: number, row) => (
        <Switch
          checked={top === 1}
          disabled={!itemActions}
          loading={busyId === row.id}
          onChange={(v) => void togglePin(row, v)}
          aria-label={`${t(top === 1 ? 'team.unpin' : 'team.pin')}: ${row.name}`}
        />
      ),
    },
    {
      title: t('content.actions'),
      key: 'actions',
      keep: true,
      width: 110,
      render: (_, row) => (
        <Space size={4}>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`${t('content.edit')}: ${row.name}`}
            title={t('content.edit')}
            onClick={() => navigate(`/admin/team/edit/${row.id}`)}
          />
          <DeleteButton
            trash
            name={row.name}
            title={t('team.deleteConfirm', { name: row.name })}
            text={t('team.deleteText')}
            onConfirm={() => remove(row)}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('team.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/admin/team/add')}>
          {t('team.add')}
        </Button>
      </Flex>

      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Form
          form={searchForm}
          layout="inline"
          onFinish={(v) =>
            update({
              name: v.name?.trim() || undefined,
              office: v.office,
              missing: v.missing,
              status: v.status,
              page: undefined,
            })
          }
          style={{ rowGap: 8 }}
        >
          <Form.Item name="name">
            <Input
              allowClear
              placeholder={t('team.searchName')}
              aria-label={t('team.searchName')}
              prefix={<SearchOutlined aria-hidden />}
              style={{ width: 220 }}
            />
          </Form.Item>
          <Form.Item name="office">
            <Select
              allowClear
              placeholder={t('team.allOffices')}
              // antd's default placeholder grey is below WCAG AA contrast for text a user must read.
              styles={{ placeholder: { color: 'rgba(0, 0, 0, 0.62)' } }}
              aria-label={t('team.office')}
              style={{ width: 200 }}
              options={offices.map((o) => ({ value: o.id, label: o.name }))}
            />
          </Form.Item>
          <Form.Item name="missing">
            <Select<Locale>
              allowClear
              placeholder={t('list.missing')}
              styles={{ placeholder: { color: 'rgba(0, 0, 0, 0.62)' } }}
              aria-label={t('list.missing')}
              style={{ width: 200 }}
              options={LOCALES.map((l) => ({ value: l, label: t('list.missingIn', { lang: t(`lang.${l}`) }) }))}
            />
          </Form.Item>
          <Form.Item name="status">
            <StatusFilterSelect />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('content.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                update({ name: undefined, office: undefined, missing: undefined, status: undefined, page: undefined });
              }}
            >
              {t('content.reset')}
            </Button>
          </Space>
        </Form>
      </Flex>

      {itemActions ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t(filtered ? 'team.noMoveFiltered' : 'team.dragHint')}
        </Typography.Paragraph>
      ) : null}
      <ListTable<Row>
        listId="team"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        onRow={(row) => order.rowProps(row)}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: true,
          showTotal: (n) => t('content.total', { total: n }),
          onChange: (p, s) =>
            update({ page: p === 1 ? undefined : p, pageSize: s === DEFAULT_PAGE_SIZE ? undefined : s }),
        }}
      />
    </div>
  );
}
