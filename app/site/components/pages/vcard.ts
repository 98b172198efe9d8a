/**
 * vCard 3.0 (RFC 2426) with the value escaping of RFC 6350 §3.4: the format every address book
 * imports (Outlook, Apple, Google). Lines end in CRLF and are folded at 75 octets without
 * splitting a UTF-8 character.
 */
export function escapeValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;');
}

export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  let limit = 75;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
      limit = 74; // continuation lines start with a space
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface VCardInput {
  name: string;
  org?: string | null;
  title?: string | null;
  tel?: string | null;
  workTel?: string | null;
  email?: string | null;
  address?: string | null;
  url?: string | null;
  photo?: string | null;
  note?: string | null;
  categories?: string[];
  lang?: string;
}

/** Splits a name into family and given names for N (honorifics such as Dr. become the prefix). */
export function nameParts(full: string): { family: string; given: string; prefix: string } {
  const words = full.trim().split(/\s+/);
  const prefixes: string[] = [];
  while (words.length > 1 && /^(dr|prof|mag|ing)\.?$/i.test(words[0])) prefixes.push(words.shift()!);
  // Names in CJK script (no spaces) are family-name first and stay whole.
  if (words.length === 1 || /[\u3400-\u9fff]/.test(full))
    return { family: words.join(' '), given: '', prefix: prefixes.join(' ') };
  return { family: words.at(-1)!, given: words.slice(0, -1).join(' '), prefix: prefixes.join(' ') };
}

/** ADR components from a one-line address: "Street 1, 80333 City, Country" when it has that shape. */
export function addressParts(address: string): string[] {
  const m = /^(.+?),\s*(\d{4,6})\s+([^,]+?)(?:,\s*(.+))?$/.exec(address.trim());
  //        [PO box, extended, street, locality, region, postal code, country]
  if (m) return ['', '', m[1], m[3], '', m[2], m[4] ?? ''];
  return ['', '', address.trim(), '', '', '', ''];
}

export function buildVCard(v: VCardInput): string {
  const lines: string[] = ['BEGIN:VCARD', 'VERSION:3.0'];
  const n = nameParts(v.name.replace(/[，,]?\s*博士$/, ''));
  lines.push(`N:${[n.family, n.given, '', n.prefix, ''].map(escapeValue).join(';')}`);
  lines.push(`FN:${escapeValue(v.name)}`);
  if (v.org) lines.push(`ORG:${escapeValue(v.org)}`);
  if (v.title) lines.push(`TITLE:${escapeValue(v.title)}`);
  if (v.tel) lines.push(`TEL;TYPE=WORK,VOICE:${escapeValue(v.tel)}`);
  if (v.workTel && v.workTel !== v.tel) lines.push(`TEL;TYPE=WORK:${escapeValue(v.workTel)}`);
  if (v.email) lines.push(`EMAIL;TYPE=INTERNET,WORK:${escapeValue(v.email)}`);
  if (v.address) lines.push(`ADR;TYPE=WORK:${addressParts(v.address).map(escapeValue).join(';')}`);
  if (v.url) lines.push(`URL:${v.url}`);
  if (v.photo) lines.push(`PHOTO;VALUE=URI:${v.photo}`);
  if (v.categories?.length) lines.push(`CATEGORIES:${v.categories.map(escapeValue).join(',')}`);
  if (v.note) lines.push(`NOTE:${escapeValue(v.note)}`);
  lines.push(`REV:${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}`);
  lines.push('END:VCARD');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachment(filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = ascii.replace(/\.vcf$/, '').trim() ? ascii : 'contact.vcf';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
