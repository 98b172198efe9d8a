import { data, type AppLoadContext } from 'react-router';
import type { Office, PortalConfig } from '#contract/entities.ts';
import { officeContact, type OfficeContact } from '../office';
import type { Envelope } from '#contract/envelope.ts';
import { PAGE_INT } from '#contract/urls.ts';

/** Whether a path segment is a row id (1 … 2^31−1, digits only). */
export const isIdParam = (raw: string | undefined): raw is string =>
  !!raw && /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 2_147_483_647;

/** A route param that must be a database id; anything else is a 404, not a 400. */
export function idParam(raw: string | undefined): number {
  if (!isIdParam(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

/** Calls the public API in the visitor's language; null for a 404, any other failure a 500. */
export async function apiFind<T>(context: AppLoadContext, path: string): Promise<Envelope<T> | null> {
  const res = await context.api<T>(path, { lang: context.locale });
  if (res.status === 404) return null;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.message}`);
  return res;
}

/** apiFind for a page: a 404 becomes the page's 404. */
export async function apiGet<T>(context: AppLoadContext, path: string): Promise<Envelope<T>> {
  const res = await apiFind<T>(context, path);
  if (!res) throw data(null, { status: 404 });
  return res;
}

export async function apiResult<T>(context: AppLoadContext, path: string): Promise<T> {
  return (await apiGet<T>(context, path)).result;
}

/** The firm's name and contact (the vCard route lives outside the site layout, which loads it for pages). */
export async function loadFirm(
  context: AppLoadContext,
): Promise<Pick<PortalConfig, 'name' | 'address' | 'email' | 'tel' | 'iconUrl'>> {
  const res = await context.api<PortalConfig>('/user/portal-config', { lang: context.locale });
  const c = res.status === 200 && res.result ? res.result : null;
  return {
    name: c?.name ?? '',
    address: c?.address ?? null,
    email: c?.email ?? null,
    tel: c?.tel ?? null,
    iconUrl: c?.iconUrl ?? null,
  };
}

/** Positive integer from a query value, else the fallback. */
export function intQuery(value: string | null, fallback: number, max = 1_000_000): number {
  if (!value || !PAGE_INT.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 && n <= max ? n : fallback;
}

/** A lawyer's office (name, address lines, phone) in the visitor's language; null when none or unknown. */
export async function loadOffice(context: AppLoadContext, officeId: number | null): Promise<OfficeContact | null> {
  if (officeId === null) return null;
  const res = await context.api<Office[]>(`/admin/office?lang=${context.locale}`, { lang: context.locale });
  const offices = res.status === 200 && Array.isArray(res.result) ? res.result : [];
  return officeContact(offices.find((o) => o.id === officeId));
}
