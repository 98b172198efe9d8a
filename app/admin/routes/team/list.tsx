import { api } from '#app/admin/api.ts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar, Button, Flex, Form, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { SearchOutlined, UserOutlined } from '@ant-design/icons';
import type { LawyerTeam, Office } from '#contract/entities.ts';
import { LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '#app/admin/permissions.ts';
import { EditDeleteActions, ListHeader, publicationColumns } from '#app/admin/list/ListParts.tsx';
import { ListTable, type ListColumn } from '#app/admin/list/ListTable.tsx';
import { useList } from '#app/admin/list/useList.tsx';
import { useUrlState } from '#app/admin/list/url-state.ts';
import { StatusFilterSelect, isStatusFilter } from '#app/admin/components/StatusTag.tsx';
import { useDragOrder } from '#app/admin/components/DragOrder.tsx';
import type { StatusFilter } from '#contract/enums.ts';
import { notified } from '#app/admin/errors.ts';
import { listPage } from '#app/admin/list/page.ts';
import { itemEditPath } from '#app/admin/workflow/kinds.ts';

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
  const url = useUrlState();
  const { update } = url;
  const missing: Locale | undefined = url.pick('missing', isLocale);
  const status: StatusFilter | undefined = url.pick('status', isStatusFilter);
  const name = url.get('name');
  const office = url.get('office') ? Number(url.get('office')) : undefined;
  const list = useList<Row, { name?: string; office?: number; missing?: Locale; status?: StatusFilter }>({
    query: { name: name || undefined, office, missing, status },
    fetch: async (q, { pageNo: page, pageSize }) => {
      return listPage(await api('GET', '/admin/lawyerTeam', { query: { view: 'items', ...q, page, pageSize } }));
    },
    paging: { sizeParam: 'pageSize', sizes: [10, 20, 50, 100], total: (n) => t('content.total', { total: n }) },
  });
  const { rows, setRows, reload: load } = list;

  const [offices, setOffices] = useState<Office[]>([]);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [searchForm] = Form.useForm<{ name: string; office?: number; missing?: Locale; status?: StatusFilter }>();

  useEffect(() => {
    let live = true;
    // Offices in the back office's language; the filter matches the office in every language.
    void notified(api('GET', '/admin/office', { query: { lang: locale } })).then(
      (res) => live && res && setOffices(res.result ?? []),
    );
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
    await list.act(
      () => api('PUT', '/admin/lawyerTeam/{id}/{top}', { path: { id: row.id, top: top ? 1 : 0 } }),
      t(top ? 'team.pinnedDone' : 'team.unpinnedDone'),
    );
    setBusyId(null);
  };

  // Deleting the last row of a page goes back one page.
  const remove = (row: Row) =>
    list.remove(() => api('DELETE', '/admin/lawyerTeam/{id}', { path: { id: row.id } }), t('content.deleted'));

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
      render: (v: string, row) => <Link to={itemEditPath('lawyer', row)}>{v}</Link>,
    },
    ...publicationColumns<Row>(t),
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
        <EditDeleteActions
          size={4}
          name={row.name}
          editPath={itemEditPath('lawyer', row)}
          deleteTitle={t('team.deleteConfirm', { name: row.name })}
          deleteText={t('team.deleteText')}
          onDelete={() => remove(row)}
        />
      ),
    },
  ];

  return (
    <div className="admin-page">
      <ListHeader title={t('team.title')} addLabel={t('team.add')} addPath="/admin/team/add" marginBottom={16} />

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
                update({ name: undefined, office: undefined, missing: undefined, status: undefined });
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
        onRow={(row) => order.rowProps(row)}
        {...list.tableProps}
      />
    </div>
  );
}
