import { useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Popover, Table, Typography, type TableColumnType, type TableProps } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useI18n } from '#app/i18n/index.tsx';

/**
 * One column of a back-office list. Lists fit their width instead of scrolling sideways: the
 * columns that matter come first and stay; the others are shown while there is room, in their
 * order, and otherwise in the row's detail (the row expands). The column setting shows or hides
 * any of them for good (kept in this browser).
 */
export interface ListColumn<T> extends Omit<TableColumnType<T>, 'key' | 'width' | 'fixed' | 'responsive' | 'title'> {
  key: string;
  title: ReactNode;
  /** The width the column needs (px). For the `grow` column: the least it may have. */
  width: number;
  /** Always in the table (the item's name, its actions); not in the column setting. */
  keep?: boolean;
  /** Takes the room left over (one per list: the item's name). */
  grow?: boolean;
  /** In the row's detail unless the column setting shows it. */
  optional?: boolean;
  /** Never broken over lines (dates, numbers, short codes). */
  nowrap?: boolean;
  /** The column's name in the setting and the detail when its title is not plain text. */
  label?: string;
  /** Left out of the row's detail when not in the table (a drag handle). */
  noDetail?: boolean;
}

type Choice = 'on' | 'off';
/** The expand button's column. */
const EXPANDER = 40;
/** The least the name column gets before a list scrolls (inside itself, never the page). */
const NAME_LEAST = 90;
/** Lists narrower than this (a phone) use compact cells. */
const COMPACT_BELOW = 600;
const storageKey = (id: string) => `admin_columns:${id}`;

function readChoices(id: string): Record<string, Choice> {
  try {
    const raw = window.localStorage.getItem(storageKey(id));
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v === 'on' || v === 'off')) as Record<
      string,
      Choice
    >;
  } catch {
    return {};
  }
}

function writeChoices(id: string, choices: Record<string, Choice>) {
  try {
    if (Object.keys(choices).length) window.localStorage.setItem(storageKey(id), JSON.stringify(choices));
    else window.localStorage.removeItem(storageKey(id));
  } catch {
    /* storage unavailable: the choice lasts this visit */
  }
}

/** Which columns are in the table at a width, given the editor's choices (the rest go to the row's detail). */
export function fitColumns<T>(
  columns: readonly ListColumn<T>[],
  available: number,
  choices: Record<string, Choice>,
): Set<string> {
  const shown = new Set(columns.filter((c) => c.keep || choices[c.key] === 'on').map((c) => c.key));
  const used = () => columns.filter((c) => shown.has(c.key)).reduce((n, c) => n + c.width, 0);
  const candidates = columns.filter((c) => !shown.has(c.key) && !c.optional && choices[c.key] !== 'off');
  const anyHidden = columns.some((c) => !c.keep && (c.optional || choices[c.key] === 'off') && choices[c.key] !== 'on');
  for (const c of candidates) {
    // Room for the expand button once something is left for the detail.
    const rest = candidates.length - candidates.indexOf(c) - 1;
    const expander = anyHidden || rest > 0 ? EXPANDER : 0;
    if (used() + c.width + expander <= available) shown.add(c.key);
    else break;
  }
  return shown;
}

function cellValue<T>(col: ListColumn<T>, row: T, index: number): ReactNode {
  const path = col.dataIndex;
  let value: unknown = undefined;
  if (typeof path === 'string' || typeof path === 'number') value = (row as Record<string | number, unknown>)[path];
  else if (Array.isArray(path))
    value = path.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k as string] : undefined),
      row,
    );
  if (col.render) return col.render(value, row, index) as ReactNode;
  return value === null || value === undefined || value === '' ? '—' : String(value as string | number);
}

export interface ListTableProps<T> extends Omit<TableProps<T>, 'columns' | 'scroll' | 'expandable'> {
  /** Names the list for the column setting (kept per list in this browser). */
  listId: string;
  columns: ListColumn<T>[];
}

/** A back-office list that fits its width (see ListColumn), with the column setting above it. */
export function ListTable<T extends object>({ listId, columns, className, ...table }: ListTableProps<T>) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [choices, setChoices] = useState<Record<string, Choice>>({});

  useLayoutEffect(() => {
    setChoices(readChoices(listId));
    const el = box.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [listId]);

  // On a phone the cells have half their padding (admin.css), so every column needs 16 px less.
  const compact = width > 0 && width < COMPACT_BELOW;
  const sized = useMemo(
    () => (compact ? columns.map((c) => ({ ...c, width: c.width - 16 })) : columns),
    [columns, compact],
  );
  // Before the first measurement: the kept columns only (never a sideways scroll while loading).
  const shown = useMemo(() => fitColumns(sized, width || 0, choices), [sized, width, choices]);
  const hidden = sized.filter((c) => !shown.has(c.key));
  const visible = sized.filter((c) => shown.has(c.key));
  const detail = hidden.filter((c) => !c.noDetail);
  // On a phone the name column may give up part of its width before the list scrolls (inside itself).
  const needed =
    visible.reduce((n, c) => n + (c.grow ? Math.min(c.width, NAME_LEAST) : c.width), 0) +
    (detail.length ? EXPANDER : 0);

  const choose = (key: string, on: boolean) => {
    const next = { ...choices, [key]: on ? ('on' as const) : ('off' as const) };
    setChoices(next);
    writeChoices(listId, next);
  };
  const reset = () => {
    setChoices({});
    writeChoices(listId, {});
  };

  const setting = (
    <div className="admin-column-setting" data-testid="column-setting">
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px', maxWidth: 260 }}>
        {t('columns.hint')}
      </Typography.Paragraph>
      <Flex vertical gap={4}>
        {columns
          .filter((c) => !c.keep)
          .map((c) => (
            <Checkbox key={c.key} checked={shown.has(c.key)} onChange={(e) => choose(c.key, e.target.checked)}>
              {c.label ?? c.title}
            </Checkbox>
          ))}
      </Flex>
      {Object.keys(choices).length ? (
        <Button size="small" type="link" onClick={reset} style={{ paddingInline: 0, marginTop: 8 }}>
          {t('columns.reset')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <div ref={box} className={compact ? 'admin-list admin-list-compact' : 'admin-list'} data-list={listId}>
      <Flex justify="flex-end" className="admin-list-tools">
        <Popover content={setting} title={t('columns.title')} trigger="click" placement="bottomRight">
          <Button size="small" type="text" icon={<SettingOutlined />} aria-label={t('columns.title')}>
            {t('columns.button')}
          </Button>
        </Popover>
      </Flex>
      <Table<T>
        {...table}
        className={['admin-list-table', className].filter(Boolean).join(' ')}
        tableLayout="fixed"
        // Only columns the editor turned on themselves can make a list wider than its room; then it scrolls inside itself.
        scroll={width && needed > width ? { x: needed } : undefined}
        columns={visible.map(
          ({ keep: _keep, grow, optional: _optional, nowrap, width: w, label: _label, noDetail: _noDetail, ...c }) => ({
            ...c,
            width: grow ? undefined : w,
            // Each cell names its column (data-col); dates and numbers stay on one line (their header may still wrap between words).
            onCell: (row: T, index?: number) =>
              ({
                ...(c.onCell?.(row, index) ?? {}),
                'data-col': c.key,
                ...(nowrap ? { className: 'admin-nowrap' } : {}),
              }) as HTMLAttributes<HTMLElement>,
          }),
        )}
        expandable={
          detail.length
            ? {
                columnWidth: EXPANDER,
                expandedRowRender: (row, index) => (
                  <dl className="admin-row-detail" data-testid="row-detail">
                    {detail.map((c) => (
                      <div key={c.key}>
                        <dt>{c.label ?? c.title}</dt>
                        <dd>{cellValue(c, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              }
            : undefined
        }
      />
    </div>
  );
}
