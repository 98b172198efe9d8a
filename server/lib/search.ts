/**
 * Text folded for search the same way on SQLite and PostgreSQL (whose lower() depends on the
 * database's locale, and SQLite's only knows ASCII): Unicode lower case without accents, so
 * "ä", "Ä" and "a" find "Ähnlich", and "muller" finds "Müller".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFC');
}

/** A LIKE pattern for "contains", folded; LIKE's wildcards in the term match literally (escape '\'). */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
