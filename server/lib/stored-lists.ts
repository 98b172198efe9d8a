/** Lists stored as JSON text in a column (a lawyer's education, the site's figures): read leniently, what is odd is dropped. */
export function parseJsonList<T>(text: string | null | undefined, item: (v: unknown) => T | null): T[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(item).filter((x): x is T => x !== null) : [];
  } catch {
    return [];
  }
}

/** A stored list entry that is a string (anything else is dropped). */
export const textEntry = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** A stored list entry with these string fields (a missing or odd field reads as ""; a non-object is dropped). */
export function recordEntry<K extends string>(...keys: K[]): (v: unknown) => Record<K, string> | null {
  return (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    const o = v as Record<string, unknown>;
    return Object.fromEntries(keys.map((k) => [k, typeof o[k] === 'string' ? o[k] : ''])) as Record<K, string>;
  };
}
