import { escapeHtml } from '#contract/html.ts';
import { foldForSearch } from './analyse';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/**
 * One character folded (foldForSearch), remembered: folding character by character costs about
 * a millisecond per kilobyte of text, and a page of results folds ten bodies twice. The memory
 * is bounded (the characters of the site's languages fit many times over).
 */
const folds = new Map<string, string>();
function foldChar(ch: string): string {
  let f = folds.get(ch);
  if (f === undefined) {
    f = foldForSearch(ch);
    if (folds.size < 20_000) folds.set(ch, f);
  }
  return f;
}

/**
 * The text folded as the analyser folds it (two ways: umlauts without their dots, and written
 * out), with the index in `text` of each folded character, so a match found in the folded text
 * marks the original words ("Müller" for muller and for mueller).
 */
function foldedWithMap(text: string, umlautsOut: boolean): { folded: string; at: number[] } {
  let folded = '';
  const at: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = umlautsOut && UMLAUTS[ch] ? UMLAUTS[ch] : foldChar(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) at.push(i);
    i += ch.length;
  }
  at.push(i);
  return { folded, at };
}

/** Ranges [start, end) of `text` where any of `marks` (folded) occurs. */
function matches(text: string, marks: string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const umlautsOut of [false, true]) {
    const { folded, at } = foldedWithMap(text, umlautsOut);
    for (const m of marks) {
      if (!m) continue;
      for (let p = folded.indexOf(m); p !== -1; p = folded.indexOf(m, p + m.length)) {
        ranges.push([at[p], at[p + m.length - 1] + 1]);
        if (ranges.length > 200) break;
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}

/** `text` as HTML with the ranges in <mark>. */
function marked(text: string, ranges: [number, number][], offset: number): string {
  let out = '';
  let pos = 0;
  for (const [s, e] of ranges) {
    const start = Math.max(s - offset, 0);
    const end = Math.min(e - offset, text.length);
    if (end <= start || start < pos) continue;
    out += `${escapeHtml(text.slice(pos, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    pos = end;
  }
  return out + escapeHtml(text.slice(pos));
}

/**
 * A short excerpt of `body` around the first match of the query's marks (HTML: escaped text, the
 * matched words in <mark>); the beginning of the body when nothing in it matched (the title did).
 */
export function excerptOf(body: string, marks: string[], max = 180): string {
  const all = matches(body, marks);
  let start = 0;
  if (all.length) {
    start = Math.max(0, all[0][0] - Math.floor(max / 3));
    // Begin at a word (or, in Chinese, anywhere).
    if (start > 0) {
      const space = body.lastIndexOf(' ', all[0][0]);
      start = space >= start - 20 && space !== -1 ? space + 1 : start;
    }
  }
  let end = Math.min(body.length, start + max);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    if (space > start + max * 0.6) end = space;
  }
  const slice = body.slice(start, end);
  const inside = all.filter(([s, e]) => s >= start && e <= end);
  return `${start > 0 ? '…' : ''}${marked(slice, inside, start)}${end < body.length ? '…' : ''}`;
}

/** The title as HTML with the matched words marked. */
export function markedTitle(title: string, marks: string[]): string {
  return marked(title, matches(title, marks), 0);
}
