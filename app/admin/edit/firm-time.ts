import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { FIRM_TIME_ZONE } from '#contract/locales.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/*
 * The pickers (schedule, the audit log's days) work on wall-clock values: a Dayjs in the
 * browser's zone whose fields are the firm's local time. Converting at the edges keeps the
 * picker's own arithmetic (days, hours) free of time-zone offsets, whatever zone the computer is in.
 */
export const firmWall = (iso: string | number): Dayjs => dayjs(dayjs(iso).tz(FIRM_TIME_ZONE).format(WALL));
export const wallToUtc = (wall: Dayjs): string => dayjs.tz(wall.format(WALL), FIRM_TIME_ZONE).toISOString();

const formats = new Map<string, Intl.DateTimeFormat>();
export type FirmTimeStyle = 'short' | 'long' | 'seconds';

function format(tag: string, style: FirmTimeStyle): Intl.DateTimeFormat {
  const key = `${tag}|${style}`;
  let f = formats.get(key);
  if (!f) {
    f =
      style === 'short'
        ? new Intl.DateTimeFormat(tag, {
            day: '2-digit',
            month: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: FIRM_TIME_ZONE,
          })
        : new Intl.DateTimeFormat(tag, {
            dateStyle: 'medium',
            timeStyle: style === 'seconds' ? 'medium' : 'short',
            timeZone: FIRM_TIME_ZONE,
          });
    formats.set(key, f);
  }
  return f;
}

/**
 * "12.05., 09:00" (short), "12.05.2026, 09:00" (long) or "12.05.2026, 09:00:41" (seconds), in the
 * firm's time zone: every moment the back office shows (history, schedules, drafts, conflicts,
 * sign-ins, the audit log) reads on one clock, whatever the editor's computer is set to.
 */
export function firmTime(iso: string | number | null | undefined, tag: string, style: FirmTimeStyle = 'long'): string {
  if (iso == null || iso === '') return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(tag, style).format(d);
}

/** Whether this browser's clock runs in another zone than the firm's (the picker then says so). */
export function browserInOtherZone(): boolean {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone !== FIRM_TIME_ZONE;
  } catch {
    return false;
  }
}
