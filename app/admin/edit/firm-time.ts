/**
 * The firm's time zone: scheduled moments are chosen and shown in it, whatever the editor's
 * computer says, and stored in UTC (ISO 8601).
 */
export const FIRM_TIME_ZONE = 'Europe/Berlin';

const formats = new Map<string, Intl.DateTimeFormat>();
export type FirmTimeStyle = 'short' | 'long' | 'seconds';

function format(tag: string, style: FirmTimeStyle): Intl.DateTimeFormat {
  const key = `${tag}|${style}`;
  let f = formats.get(key);
  if (!f) {
    f =
      style === 'short'
        ? new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: FIRM_TIME_ZONE })
        : new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: style === 'seconds' ? 'medium' : 'short', timeZone: FIRM_TIME_ZONE });
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
