import { dataKey } from '#app/i18n/keys.ts';
import { useMemo, useState } from 'react';
import { Button, DatePicker, Flex, Input, Select, Tag, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import type { AuditEntry } from '#contract/entities.ts';
import { AUDIT_ACTIONS } from '#contract/roles.ts';
import { useI18n, type I18n } from '#app/i18n/index.tsx';
import { FIELD_LABELS } from '../workflow/diff-fields';
import { firmTime, firmWall, wallToUtc } from '../edit/firm-time';
import { exportAudit, listAudit, type AuditFilter } from '../account/api';
import { ListTable, type ListColumn } from '../list/ListTable';
import { useList } from '../list/useList';
import { useUrlState } from '../list/url-state';
import { notified } from '../errors';
import { PageHead } from '#app/admin/list/ListParts.tsx';

/** Content kinds and areas the audit trail names (the filter's choices; the server may record others). */
const AUDIT_KINDS = [
  'news',
  'case',
  'honour',
  'banner',
  'lawyer',
  'practiceArea',
  'document',
  'catalog',
  'office',
  'job',
  'icon',
  'file',
  'settings',
  'account',
  'session',
  'preview-link',
  'versions',
  'trash',
  'backup',
] as const;

const DANGER = new Set(['delete', 'purge', 'denied', 'sign-in-failed']);
const GOOD = new Set(['publish', 'restore', 'sign-in']);

/**
 * The audit trail (Administrator): who did what and when, newest first. The filters live in the
 * address (a filtered view can be bookmarked or sent); Export downloads the same filter as CSV.
 */
export default function AuditPage() {
  const { t, tag } = useI18n();
  const url = useUrlState();
  const { params } = url;
  const filter: AuditFilter = useMemo(
    () => ({
      account: params.get('account') ?? undefined,
      action: params.get('action') ?? undefined,
      kind: params.get('kind') ?? undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    }),
    [params],
  );
  const list = useList<AuditEntry, AuditFilter>({
    query: filter,
    fetch: (f, { pageNo, pageSize }) => listAudit(f, pageNo, pageSize),
    paging: { defaultSize: 20, sizes: [20, 50, 100], total: (n) => t('audit.total', { n }) },
    empty: t('audit.empty'),
  });
  const [exporting, setExporting] = useState(false);
  const [account, setAccount] = useState(filter.account ?? '');
  const set = url.update;

  // The days are the firm's (as the times in the table), whatever the computer's zone.
  // The same value between renders (the list re-renders as it measures its width): a new one would
  // reset a range being picked, after its first click, to that day and the old end.
  const range = useMemo<[Dayjs, Dayjs] | null>(
    () => (filter.from && filter.to ? [firmWall(filter.from), firmWall(filter.to)] : null),
    [filter.from, filter.to],
  );
  const actionLabel = (a: string) => t(dataKey(`audit.action.${a}`));

  const columns: ListColumn<AuditEntry>[] = [
    {
      key: 'time',
      keep: true,
      title: t('audit.time'),
      dataIndex: 'time',
      width: 120,
      render: (v: string) => <time dateTime={v}>{firmTime(v, tag, 'seconds')}</time>,
    },
    {
      key: 'account',
      title: t('audit.account'),
      dataIndex: 'account',
      width: 140,
      render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'action',
      title: t('audit.actionCol'),
      dataIndex: 'action',
      width: 170,
      render: (a: string) => (
        <Tag color={DANGER.has(a) ? 'red' : GOOD.has(a) ? 'green' : undefined} data-action={a}>
          {actionLabel(a)}
        </Tag>
      ),
    },
    {
      key: 'kind',
      title: t('audit.kind'),
      dataIndex: 'kind',
      width: 130,
      render: (k: string | null) => (k ? kindLabel(t, k) : '—'),
    },
    {
      key: 'key',
      title: t('audit.key'),
      dataIndex: 'key',
      width: 110,
      nowrap: true,
      render: (k: string | null) => k ?? '—',
    },
    { key: 'ip', title: t('audit.ip'), dataIndex: 'ip', width: 130 },
    {
      key: 'summary',
      keep: true,
      grow: true,
      width: 160,
      title: t('audit.summary'),
      dataIndex: 'summary',
      render: (_: string, e: AuditEntry) => <span style={{ wordBreak: 'break-word' }}>{auditText(t, e)}</span>,
    },
  ];

  const download = async () => {
    setExporting(true);
    await notified(exportAudit(filter)).finally(() => setExporting(false));
  };

  return (
    <>
      <PageHead
        title={t('menu.audit')}
        action={
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('audit.export')}
          </Button>
        }
        intro={t('audit.intro')}
      />
      <Flex
        wrap
        gap={8}
        className="admin-toolbar"
        role="search"
        aria-label={t('audit.filters')}
        style={{ marginBottom: 16 }}
      >
        <Input.Search
          allowClear
          placeholder={t('audit.account')}
          aria-label={t('audit.account')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          onSearch={(v) => set({ account: v.trim() || undefined })}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('audit.actionCol')}
          aria-label={t('audit.actionCol')}
          value={filter.action}
          onChange={(v?: string) => set({ action: v })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          style={{ width: 210 }}
        />
        <Select
          allowClear
          placeholder={t('audit.kind')}
          aria-label={t('audit.kind')}
          value={filter.kind}
          onChange={(v?: string) => set({ kind: v })}
          options={AUDIT_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) }))}
          style={{ width: 180 }}
        />
        <DatePicker.RangePicker
          style={{ maxWidth: '100%' }}
          value={range}
          aria-label={t('audit.range')}
          onChange={(v) =>
            set(
              v?.[0] && v[1]
                ? { from: wallToUtc(v[0].startOf('day')), to: wallToUtc(v[1].endOf('day')) }
                : { from: undefined, to: undefined },
            )
          }
        />
        <Button icon={<ReloadOutlined />} onClick={() => void list.reload()} aria-label={t('action.refresh')} />
      </Flex>
      <ListTable<AuditEntry> listId="audit" rowKey="id" size="small" columns={columns} {...list.tableProps} />
    </>
  );
}

/** A kind's name: the content kinds' names where the back office has them, else the audit trail's own, else as recorded. */
/**
 * What an entry says, in the reader's language: its detail put into words (a content write's
 * fields by the names History shows), else the summary as the server recorded it (in English).
 */
function auditText(t: I18n['t'], e: AuditEntry): string {
  const d = e.detail;
  if (!d) return e.summary;
  const v = d.values ?? {};
  if (d.note === 'content') {
    const fields = (names: string[]) =>
      [...new Set(names.map((f) => (FIELD_LABELS[f] ? t(FIELD_LABELS[f]) : f)))].join(t('audit.sep.fields'));
    const parts = (d.changes ?? []).map((c) =>
      t('audit.change.line', {
        lang: t(dataKey(`lang.${c.lang}`)),
        what: c.change === 'changed' ? fields(c.fields ?? []) : t(dataKey(`audit.change.${c.change}`)),
      }),
    );
    return [String(v.title ?? ''), parts.join(t('audit.sep.langs'))].filter(Boolean).join(' — ');
  }
  const values: Record<string, string> = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
  if ('role' in v) values.role = t(dataKey(`role.${v.role}`));
  if ('languages' in v)
    values.languages = v.languages
      ? String(v.languages)
          .split(' ')
          .map((l) => t(dataKey(`lang.${l}`)))
          .join(', ')
      : t('audit.allLanguages');
  const key = `audit.note.${d.note}`;
  const text = t(dataKey(key), values);
  return text === key ? e.summary : text;
}

function kindLabel(t: I18n['t'], kind: string): string {
  for (const key of [`contentKind.${kind}`, `audit.kind.${kind}`]) {
    const text = t(dataKey(key));
    if (text !== key) return text;
  }
  return kind;
}
