import { api } from '#app/admin/api.ts';
import { Link } from 'react-router';
import { Avatar, Flex, Typography } from 'antd';
import type { ProfessionalField } from '#contract/entities.ts';
import type { Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { useItemActions } from '#app/admin/permissions.ts';
import { EditDeleteActions, ListHeader, publicationColumns } from '#app/admin/list/ListParts.tsx';
import { ListTable, type ListColumn } from '#app/admin/list/ListTable.tsx';
import { useList } from '#app/admin/list/useList.tsx';
import { everyPage } from '#app/admin/list/page.ts';
import { useUrlState } from '#app/admin/list/url-state.ts';
import { StatusFilterSelect, isStatusFilter } from '#app/admin/components/StatusTag.tsx';
import { useDragOrder } from '#app/admin/components/DragOrder.tsx';
import type { StatusFilter } from '#contract/enums.ts';
import { itemEditPath } from '#app/admin/workflow/kinds.ts';

/** One practice area (every language), shown in the back office's language or the first it has. */
type Item = ProfessionalField & { langs?: Locale[] };

/**
 * Practice areas in display order. The order is shared by every language and changed by
 * dragging a row by its handle (native HTML5 drag and drop) or with the arrow buttons; each
 * move is one PUT /admin/professionalField/sort {sourceId, targetId}. One row per area with the
 * languages it has; the list is short and its order is one, so it has no language filter. The
 * status filter shows part of the list, so moving is off while it is on.
 */
export default function ExpertiseListPage() {
  const { t, formatDate } = useI18n();
  // Changing the order is for roles that may publish (an Author only reads it).
  const mayOrder = useItemActions();
  const url = useUrlState();
  const status: StatusFilter | undefined = url.pick('status', isStatusFilter);
  const list = useList<Item, { status?: StatusFilter }>({
    query: { status },
    // Every area (the order is changed on the whole list), page by page.
    fetch: async (q) => {
      const all = await everyPage((pageNo, pageSize) =>
        api('GET', '/admin/professionalField', { query: { view: 'items', pageNo, pageSize, ...q } }),
      );
      return { items: all, total: all.length };
    },
    paging: false,
  });
  const { rows, setRows, reload: load } = list;

  const { arrows, handleColumn, rowProps } = useDragOrder<Item>({
    rows,
    setRows,
    sortPath: '/admin/professionalField/sort',
    enabled: !status,
    reload: load,
    handleLabel: 'expertise.dragHandle',
    movedMessage: 'expertise.moved',
    columnTitle: t('expertise.order'),
  });

  const remove = (row: Item) =>
    list.remove(() => api('DELETE', '/admin/professionalField/{id}', { path: { id: row.id } }), t('content.deleted'));

  const columns: ListColumn<Item>[] = [
    handleColumn(),
    {
      key: 'icon',
      title: t('expertise.icon'),
      dataIndex: 'iconUrl',
      width: 90,
      render: (url: string | null) =>
        url ? <Avatar shape="square" size={40} src={url} alt="" style={{ background: '#f0f3f9' }} /> : null,
    },
    {
      key: 'name',
      keep: true,
      grow: true,
      width: 200,
      title: t('expertise.name'),
      dataIndex: 'name',
      render: (v: string, row) => <Link to={itemEditPath('practiceArea', row)}>{v}</Link>,
    },
    ...publicationColumns<Item>(t),
    {
      key: 'updated',
      title: t('content.updated'),
      dataIndex: 'updateTime',
      width: 180,
      nowrap: true,
      render: (v: string) => formatDate(v),
    },
    {
      title: t('content.actions'),
      key: 'actions',
      keep: true,
      width: 166,
      render: (_, row, index) => (
        <EditDeleteActions
          size={2}
          name={row.name}
          editPath={itemEditPath('practiceArea', row)}
          deleteTitle={t('expertise.deleteConfirm', { name: row.name })}
          deleteText={t('expertise.deleteText')}
          onDelete={() => remove(row)}
        >
          {mayOrder ? arrows(row, index) : null}
        </EditDeleteActions>
      ),
    },
  ];

  return (
    <div className="admin-page">
      <ListHeader
        title={t('expertise.title')}
        addLabel={t('expertise.add')}
        addPath="/admin/expertise/add"
        marginBottom={8}
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(status ? 'status.noMoveFiltered' : 'expertise.dragHint')}
        </Typography.Paragraph>
        <StatusFilterSelect value={status} onChange={(v) => url.update({ status: v })} />
      </Flex>
      <ListTable<Item>
        listId="practice-areas"
        rowKey="id"
        columns={mayOrder ? columns : columns.filter((c) => c.key !== 'handle')}
        onRow={(row) => rowProps(row)}
        {...list.tableProps}
      />
    </div>
  );
}
