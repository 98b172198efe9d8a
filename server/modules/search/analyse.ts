/**
 * The search analyser: the one place that turns text into search terms, for the index and for the
 * query alike, on SQLite and PostgreSQL (both index the same analysed text; see index.ts).
 *
 * - Case and accents folded ("Müller" → muller), ß as ss ("Straße" → strasse); German umlauts also
 *   written out (müller → mueller) and written-out ones also folded (Mueller → muller), so each
 *   spelling finds the others.
 * - English inflections reduced by the Porter stemmer (contracts → contract, investing and
 *   investment → invest), as an extra term beside the word.
 * - Parts of words (German compounds: "recht" in "Arbeitsrecht") are found through the trigram
 *   index over the same terms (query.ts); hyphenated compounds also as one word (KI-Verordnung →
 *   ki, verordnung, kiverordnung).
 * - Chinese as overlapping character pairs (知识产权 → 知识 识产 产权) in order, so a query of two or
 *   more characters is a phrase of its pairs and matches exactly where those characters stand
 *   together; plus the dictionary words of Intl.Segmenter (知识产权) as extra terms.
 *
 * An analysed text has two parts: `words`, the terms in the order of the text (phrases match
 * there), and `extra`, the other spellings, stems and dictionary words, each once.
 */
import { stemmer } from 'stemmer';

export interface Analysed {
  words: string;
  extra: string;
}

const HAN = /\p{Script=Han}/u;
/** Runs of letters, marks and digits; everything else separates words (a hyphen joins a compound). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu;
const HAN_RUNS = /\p{Script=Han}+|[^\p{Script=Han}]+/gu;
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ı: 'i',
};

/**
 * Text folded for search: Unicode lower case without accents, ß as ss. The same on both databases
 * (PostgreSQL's lower() depends on the database's locale, SQLite's only knows ASCII).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[ßẞæÆœŒøØđĐłŁı]/g, (c) => LIGATURES[c])
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .normalize('NFC');
}

/** A LIKE pattern for "contains", folded; LIKE's wildcards in the term match literally (escape '\'). */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** German umlauts written out (ä → ae), before folding. */
const umlautsOut = (w: string) =>
  w.replace(/[äöüÄÖÜ]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' })[c] ?? c);
/** Written-out umlauts folded (mueller → muller); not "que" (queue, quer). */
const umlautsIn = (f: string) => f.replace(/(?<!q)([aou])e/g, '$1');

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The stem of a folded Latin word (ASCII letters only; other scripts keep their word). */
export function stemOf(folded: string): string {
  return /^[a-z]{4,}$/.test(folded) ? stemmer(folded) : folded;
}

/** The spellings of one folded word a search should treat as the same (without the word itself). */
function variants(original: string, folded: string): string[] {
  const out = new Set<string>();
  const out1 = foldForSearch(umlautsOut(original.toLowerCase()));
  if (out1 !== folded) out.add(out1);
  if (folded.length > 3) {
    const inn = umlautsIn(folded);
    if (inn !== folded) out.add(inn);
  }
  const stem = stemOf(folded);
  if (stem !== folded) out.add(stem);
  out.delete(folded);
  return [...out];
}

/** Character pairs of a run of Chinese characters, in order, and its last character (so one character is found as a prefix). */
function pairs(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  out.push(chars[chars.length - 1]);
  return out;
}

/** Dictionary words (two characters or more) of a run of Chinese characters. */
function dictionaryWords(run: string): string[] {
  return [...segmenter.segment(run)].filter((s) => s.isWordLike && [...s.segment].length > 1).map((s) => s.segment);
}

/** Words repeat within a text and across texts: their analysis is kept (bounded; cleared when full). */
const WORD_CACHE_SIZE = 50_000;
const wordCache = new Map<string, { folded: string; variants: string[] }>();
function analysedWord(run: string): { folded: string; variants: string[] } {
  let a = wordCache.get(run);
  if (!a) {
    const folded = foldForSearch(run);
    a = { folded, variants: folded ? variants(run, folded) : [] };
    if (wordCache.size >= WORD_CACHE_SIZE) wordCache.clear();
    wordCache.set(run, a);
  }
  return a;
}

/** Analyses a text (plain, not HTML) for the index. `limit` bounds the characters read. */
export function analyse(text: string, limit = 20_000): Analysed {
  const words: string[] = [];
  const extra: string[] = [];
  const source = text.length > limit ? text.slice(0, limit) : text;
  for (const [compound] of source.normalize('NFC').matchAll(WORD)) {
    const han = HAN.test(compound);
    const parts = compound.includes('-') ? compound.split('-') : [compound];
    for (const part of parts) {
      // Without Chinese characters a part is one run (the common case: no splitting).
      for (const run of han ? Array.from(part.matchAll(HAN_RUNS), (m) => m[0]) : [part]) {
        if (han && HAN.test(run)) {
          words.push(...pairs(run));
          extra.push(...dictionaryWords(run));
        } else {
          const { folded, variants: more } = analysedWord(run);
          if (!folded) continue;
          words.push(folded);
          for (const v of more) extra.push(v);
        }
      }
    }
    if (parts.length > 1 && !han) extra.push(foldForSearch(parts.join('')));
  }
  // Each other spelling once: no query asks where or how often it stands (phrases match in `words`).
  return { words: words.join(' '), extra: [...new Set(extra)].join(' ') };
}

/** One term of a query. */
export type QueryTerm =
  /** A Latin (or other non-Chinese) word: matched as any of `forms`, or as a part of a word (`part`). */
  | { kind: 'word'; forms: string[]; part: string }
  /** Chinese characters: the phrase of their pairs (`tokens`), or one character as a prefix. */
  | { kind: 'han'; tokens: string[]; single: boolean }
  /** Words in quotes: their terms in this order (`tokens`: each word's folded form, Chinese as pairs). */
  | { kind: 'phrase'; tokens: string[] };

export interface AnalysedQuery {
  terms: QueryTerm[];
  /** Folded strings to mark in excerpts. */
  marks: string[];
}

/** Query terms are bounded: a long query cannot make a long SQL statement. */
export const MAX_QUERY_TERMS = 12;

function wordTerm(run: string): QueryTerm | null {
  const folded = foldForSearch(run);
  if (!folded) return null;
  const forms = new Set([folded]);
  const stem = stemOf(folded);
  if (stem !== folded) forms.add(stem);
  // A part of a word: the stem when it starts the word (invest in investing), so "investing" finds "investment" by its part too.
  const part = stem.length >= 3 && folded.startsWith(stem) ? stem : folded;
  return { kind: 'word', forms: [...forms], part };
}

function hanTerm(run: string): QueryTerm {
  const chars = [...run];
  if (chars.length === 1) return { kind: 'han', tokens: chars, single: true };
  return { kind: 'han', tokens: pairs(run).slice(0, -1), single: false };
}

/** Analyses a visitor's query: words, Chinese runs, and phrases in quotes ("…", „…“, “…”, 「…」). */
export function analyseQuery(q: string): AnalysedQuery {
  const terms: QueryTerm[] = [];
  const marks = new Set<string>();
  const text = q.normalize('NFC');
  const quoted = /["„“”«»「『]([^"„“”«»」』]+)["“”«»」』]/gu;
  let rest = text;
  for (const m of text.matchAll(quoted)) {
    rest = rest.replace(m[0], ' ');
    const a = analyse(m[1]);
    const tokens = a.words.split(' ').filter(Boolean);
    // A phrase's trailing single Chinese character is the run's last-character term, not a word of the phrase.
    const runs = [...m[1].matchAll(/\p{Script=Han}+/gu)].map((r) => r[0]);
    if (runs.length && [...runs[runs.length - 1]].length > 1 && HAN.test(tokens[tokens.length - 1] ?? '')) tokens.pop();
    if (tokens.length) terms.push({ kind: 'phrase', tokens });
    marks.add(foldForSearch(m[1].trim()));
  }
  for (const [compound] of rest.matchAll(WORD)) {
    for (const part of compound.split('-')) {
      for (const [run] of part.matchAll(HAN_RUNS)) {
        const t = HAN.test(run) ? hanTerm(run) : wordTerm(run);
        if (!t) continue;
        terms.push(t);
        marks.add(t.kind === 'word' ? t.part : run);
        if (t.kind === 'word') t.forms.forEach((f) => marks.add(f));
      }
    }
  }
  return { terms: terms.slice(0, MAX_QUERY_TERMS), marks: [...marks].filter(Boolean) };
}
