import type { CSSProperties } from 'react';
import { Select, Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, EditOutlined } from '@ant-design/icons';
import { STATUS_FILTERS, type StatusFilter } from '#contract/enums.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { stateOf, type KeptPublication } from '../edit/publication';
import { firmTime } from '../edit/firm-time';

/** Colours with WCAG AA contrast (antd's preset tag greens and golds are too light as text). */
const STYLE: Record<'draft' | 'scheduled' | 'published', CSSProperties> = {
  draft: { color: '#3a3a3a', background: '#f5f5f5', borderColor: '#bfbfbf', borderStyle: 'dashed' },
  scheduled: { color: '#7a4100', background: '#fff7e6', borderColor: '#ffd591' },
  published: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
};

/** The label of a row's status: "Draft", "Scheduled 12.05., 09:00" (firm's time) or "Published". */
export function useStatusLabel(): (p: KeptPublication | undefined, style?: 'short' | 'long') => string {
  const { t, tag } = useI18n();
  return (p, style = 'short') => {
    const state = stateOf(p);
    if (state === 'new') return t('status.new');
    if (state === 'scheduled') return t('status.scheduledAt', { time: firmTime(p?.publishAt, tag, style) });
    return t(`status.${state}`);
  };
}

/**
 * The badge of a language row's publication: Draft, Scheduled (with the firm-time moment) or
 * Published. Nothing for a row that does not exist yet.
 */
export function StatusTag({
  publication,
  style = 'short',
  compact,
}: {
  publication: KeptPublication | undefined;
  style?: 'short' | 'long';
  compact?: boolean;
}) {
  const label = useStatusLabel();
  const state = stateOf(publication);
  if (state === 'new') return null;
  const Icon = state === 'published' ? CheckCircleOutlined : state === 'scheduled' ? ClockCircleOutlined : EditOutlined;
  return (
    <Tag
      icon={compact ? undefined : <Icon aria-hidden />}
      style={{
        ...STYLE[state],
        marginInlineEnd: 0,
        ...(compact ? { fontSize: 12, lineHeight: '18px', paddingInline: 5 } : null),
      }}
      data-status={state}
    >
      {label(publication, style)}
    </Tag>
  );
}

/** The lists' status filter (draft, scheduled, published); cleared: every item. */
export function StatusFilterSelect({
  value,
  onChange,
  width = 170,
}: {
  value?: StatusFilter;
  onChange?: (v: StatusFilter | undefined) => void;
  width?: number;
}) {
  const { t } = useI18n();
  return (
    <Select<StatusFilter>
      aria-label={t('status.filter')}
      placeholder={t('status.filter')}
      // antd's default placeholder grey is below WCAG AA contrast for text a user must read.
      styles={{ placeholder: { color: 'rgba(0, 0, 0, 0.62)' } }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      options={STATUS_FILTERS.map((s) => ({ value: s, label: t(`status.filter.${s}`) }))}
      style={{ width }}
    />
  );
}

export const isStatusFilter = (v: unknown): v is StatusFilter =>
  typeof v === 'string' && (STATUS_FILTERS as readonly string[]).includes(v);
