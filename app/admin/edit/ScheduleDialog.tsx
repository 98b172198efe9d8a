import { useMemo, useState } from 'react';
import { Alert, DatePicker, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
// Month and weekday names of the picker (antd's locale names them, dayjs must have them loaded).
import 'dayjs/locale/de';
import 'dayjs/locale/zh-cn';
import { FIRM_TIME_ZONE, type Locale } from '#contract/locales.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { browserInOtherZone, firmTime, firmWall, wallToUtc } from './firm-time';

/** How the picker writes a moment; the ISO-like form is accepted when typed in every language. */
const FORMATS: Record<Locale, string[]> = {
  de_DE: ['DD.MM.YYYY HH:mm', 'YYYY-MM-DD HH:mm'],
  en_US: ['YYYY-MM-DD HH:mm'],
  zh_CN: ['YYYY-MM-DD HH:mm'],
};

export interface ScheduleDialogProps {
  open: boolean;
  /** The moment chosen before (one of the languages' publishAt), to start from. */
  initial?: string | null;
  onCancel: () => void;
  /** The chosen moment as UTC ISO 8601. */
  onSchedule: (at: string) => void;
}

/** "Schedule…": a date and time in the firm's time zone (Europe/Berlin), in the future. */
export default function ScheduleDialog({ open, initial, onCancel, onSchedule }: ScheduleDialogProps) {
  const { t, locale, tag } = useI18n();
  const start = useMemo(() => {
    const base = initial && Date.parse(initial) > Date.now() ? Date.parse(initial) : Date.now() + 3600_000;
    return firmWall(base).second(0).millisecond(0);
  }, [initial]);
  const [value, setValue] = useState<Dayjs | null>(start);
  const at = value ? wallToUtc(value) : null;
  const past = at !== null && Date.parse(at) <= Date.now();
  const today = firmWall(Date.now()).startOf('day');

  return (
    <Modal
      open={open}
      title={t('publish.scheduleTitle')}
      okText={t('publish.scheduleOk')}
      cancelText={t('action.cancel')}
      okButtonProps={{ disabled: !at || past }}
      onCancel={onCancel}
      onOk={() => at && !past && onSchedule(at)}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('publish.scheduleIntro')}</Typography.Paragraph>
      <label htmlFor="admin-schedule-at" className="admin-field-label">
        {t('publish.scheduleAt', { zone: FIRM_TIME_ZONE })}
      </label>
      <DatePicker
        id="admin-schedule-at"
        showTime={{ format: 'HH:mm', minuteStep: 1 }}
        format={FORMATS[locale]}
        value={value}
        onChange={(v) => setValue(v ? v.second(0).millisecond(0) : null)}
        disabledDate={(d) => d.isBefore(today, 'day')}
        needConfirm={false}
        allowClear={false}
        style={{ width: '100%', maxWidth: 280 }}
        getPopupContainer={(node) => node.parentElement ?? document.body}
      />
      {at ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="schedule-summary">
          {t('publish.scheduleSummary', { time: firmTime(at, tag), zone: FIRM_TIME_ZONE })}
          {browserInOtherZone()
            ? ` ${t('publish.scheduleLocal', { time: new Date(at).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' }) })}`
            : ''}
        </Typography.Paragraph>
      ) : null}
      {past ? <Alert type="error" showIcon role="alert" title={t('publish.schedulePast')} /> : null}
    </Modal>
  );
}
