import type { AdminKey } from '#app/i18n/keys.ts';
import { useState, type Dispatch, type HTMLAttributes, type SetStateAction } from 'react';
import { App, Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';
import { api } from '../api';
import type { ListColumn } from '../list/ListTable';
import { notified } from '../errors';

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: number };

export interface DragOrderOptions<T> {
  rows: T[];
  setRows: Dispatch<SetStateAction<T[]>>;
  /** The API's move, e.g. /admin/professionalField/sort: PUT {sourceId, targetId}. */
  sortPath: '/admin/lawyerTeam/sort' | '/admin/professionalField/sort';
  /** Off while the list shows only part of the items (a filter): the handle is greyed out. */
  enabled: boolean;
  /** Reloads the list (the server's order) after a move. */
  reload: () => Promise<void>;
  /** Message keys: the handle's label ({name}) and the confirmation. */
  handleLabel: AdminKey;
  movedMessage: AdminKey;
  /** The column's (visually hidden) title. */
  columnTitle: string;
}

/**
 * The back office's one way to order a list whose order is shared by every language (practice
 * areas, the team): a row is dragged by its handle (native HTML5 drag and drop, only the row whose
 * handle is pressed is draggable, so text elsewhere stays selectable) or moved with arrow buttons;
 * each move is one PUT {sourceId, targetId}, then the list is reloaded in the server's order.
 */
export function useDragOrder<T extends { id: number; name: string }>(o: DragOrderOptions<T>) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [moving, setMoving] = useState(false);
  const [armedId, setArmedId] = useState<number | null>(null);
  const [dragId, setDragId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const { rows, enabled } = o;

  const move = async (sourceId: number, targetId: number) => {
    if (sourceId === targetId) return;
    const from = rows.findIndex((r) => r.id === sourceId);
    const to = rows.findIndex((r) => r.id === targetId);
    if (from < 0 || to < 0) return;
    const next = [...rows];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    o.setRows(next);
    setMoving(true);
    await notified(async () => {
      await api('PUT', o.sortPath, { body: { sourceId, targetId } });
      message.success(t(o.movedMessage));
    }).finally(async () => {
      // After a refused move too: the server's order is shown again.
      setMoving(false);
      await o.reload();
    });
  };

  const handle = (row: T) => (
    <span
      role="img"
      aria-label={t(o.handleLabel, { name: row.name })}
      title={t(o.handleLabel, { name: row.name })}
      data-testid="drag-handle"
      style={{
        cursor: enabled ? 'grab' : 'not-allowed',
        padding: 6,
        display: 'inline-flex',
        opacity: enabled ? 1 : 0.4,
      }}
      onMouseDown={() => enabled && setArmedId(row.id)}
      onMouseUp={() => setArmedId(null)}
    >
      <HolderOutlined aria-hidden />
    </span>
  );

  /** Up and down by one row, for the keyboard (and a move without dragging). */
  const arrows = (row: T, index: number) => (
    <>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`${t('content.moveUp')}: ${row.name}`}
        title={t('content.moveUp')}
        disabled={index === 0 || moving || !enabled}
        onClick={() => void move(row.id, rows[index - 1]!.id)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`${t('content.moveDown')}: ${row.name}`}
        title={t('content.moveDown')}
        disabled={index === rows.length - 1 || moving || !enabled}
        onClick={() => void move(row.id, rows[index + 1]!.id)}
      />
    </>
  );

  /** The handle's column; with `withArrows`, the arrows beside it. */
  const handleColumn = (withArrows = false): ListColumn<T> => ({
    key: 'handle',
    noDetail: true,
    label: o.columnTitle,
    width: withArrows ? 104 : 48,
    title: <span className="admin-sr-only">{o.columnTitle}</span>,
    render: (_: unknown, row: T, index: number) =>
      withArrows ? (
        <span style={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
          {handle(row)}
          {arrows(row, index)}
        </span>
      ) : (
        handle(row)
      ),
  });

  const rowProps = (row: T): RowProps => ({
    draggable: armedId === row.id && !moving,
    onDragStart: (e) => {
      setDragId(row.id);
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(row.id));
    },
    onDragOver: (e) => {
      if (dragId === null) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (overId !== row.id) setOverId(row.id);
    },
    onDrop: (e) => {
      e.preventDefault();
      const source = dragId ?? Number(e.dataTransfer.getData('text/plain'));
      setDragId(null);
      setOverId(null);
      setArmedId(null);
      if (source) void move(source, row.id);
    },
    onDragEnd: () => {
      setDragId(null);
      setOverId(null);
      setArmedId(null);
    },
    style: {
      opacity: dragId === row.id ? 0.5 : 1,
      boxShadow: overId === row.id && dragId !== row.id ? 'inset 0 2px 0 #1f4e8c' : undefined,
    },
  });

  return { move, moving, arrows, handleColumn, rowProps };
}
