import type { Office } from '#contract/entities.ts';

/** What a page shows of a lawyer's office: its name, address (lines) and phone, in the page's language. */
export interface OfficeContact {
  name: string;
  lines: string[];
  phone: string | null;
}

export function officeContact(
  office: Pick<Office, 'name' | 'address' | 'phone'> | null | undefined,
): OfficeContact | null {
  if (!office) return null;
  const lines = (office.address ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  return { name: office.name, lines, phone: office.phone?.trim() || null };
}

/** The address on one line, as the vCard's ADR parser and a PostalAddress's streetAddress read it. */
export function oneLine(office: OfficeContact): string {
  return office.lines.join(', ');
}

/**
 * schema.org PostalAddress of an office: "Street 1\n80333 City[, Country]" gives street, postcode,
 * locality and country; any other shape (the Chinese addresses) stays whole as streetAddress.
 */
export function postalAddress(office: OfficeContact): Record<string, string> | null {
  if (!office.lines.length) return null;
  const last = office.lines[office.lines.length - 1];
  const m = /^(\d{4,6})\s+([^,]+?)(?:,\s*(.+))?$/.exec(last);
  if (m && office.lines.length > 1) {
    return {
      '@type': 'PostalAddress',
      streetAddress: office.lines.slice(0, -1).join(', '),
      postalCode: m[1],
      addressLocality: m[2],
      ...(m[3] ? { addressCountry: m[3] } : {}),
    };
  }
  const code = /(\d{5,6})/.exec(oneLine(office));
  return { '@type': 'PostalAddress', streetAddress: oneLine(office), ...(code ? { postalCode: code[1] } : {}) };
}
