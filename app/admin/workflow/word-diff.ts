/**
 * Word diff for the History drawer: which words of a field were removed and which added between
 * two versions. Words are runs of letters and digits; each Chinese or Japanese character counts as
 * a word (those scripts have no spaces); whitespace and punctuation are tokens of their own.
 * The `diff` package's Myers diff over these tokens after trimming the common start and end, so a
 * long text with a small change is cheap; past MAX_EDITS the two texts are shown as one removal
 * and one addition. The result has the package's shape ({ value, added, removed }).
 */
import { diffArrays } from 'diff';

export interface Change {
  value: string;
  added?: boolean;
  removed?: boolean;
}

const TOKEN = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[\p{L}\p{N}_'’-]+|\s+|[^\s\p{L}\p{N}]/gu;
const MAX_EDITS = 4000;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

function push(out: Change[], value: string, kind: 'same' | 'added' | 'removed') {
  if (!value) return;
  const last = out[out.length - 1];
  const lastKind = last ? (last.added ? 'added' : last.removed ? 'removed' : 'same') : null;
  if (last && lastKind === kind) last.value += value;
  else out.push(kind === 'same' ? { value } : kind === 'added' ? { value, added: true } : { value, removed: true });
}

/** The changes that turn `before` into `after`, in reading order (a removal before its addition). */
export function diffWords(before: string, after: string): Change[] {
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: Change[] = [];
  push(out, a.slice(0, start).join(''), 'same');
  for (const c of joinReplacements(middle(a.slice(start, endA), b.slice(start, endB))))
    push(out, c.value, c.added ? 'added' : c.removed ? 'removed' : 'same');
  push(out, a.slice(endA).join(''), 'same');
  return out;
}

/**
 * "Felix Aurich" → "Wrongly Renamed" matches the space between the words and reads as four
 * scraps; a run of changes held together only by whitespace that both removes and adds is shown
 * as one removal and one addition instead (each side keeps its exact text).
 */
function joinReplacements(changes: Change[]): Change[] {
  const out: Change[] = [];
  let i = 0;
  while (i < changes.length) {
    if (!changes[i].added && !changes[i].removed) {
      out.push(changes[i++]);
      continue;
    }
    // The run: changes, and whitespace-only common parts between two changes.
    let j = i;
    while (j + 1 < changes.length) {
      const next = changes[j + 1];
      if (next.added || next.removed) j++;
      else if (/^\s+$/.test(next.value) && j + 2 < changes.length && (changes[j + 2].added || changes[j + 2].removed))
        j += 2;
      else break;
    }
    const run = changes.slice(i, j + 1);
    const removed = run
      .filter((c) => !c.added)
      .map((c) => c.value)
      .join('');
    const added = run
      .filter((c) => !c.removed)
      .map((c) => c.value)
      .join('');
    if (run.some((c) => c.removed) && run.some((c) => c.added))
      out.push({ value: removed, removed: true }, { value: added, added: true });
    else out.push(...run);
    i = j + 1;
  }
  return out;
}

/** The shortest edit script between the token lists (the `diff` package's Myers), as changes. */
function middle(a: string[], b: string[]): Change[] {
  if (a.length === 0 && b.length === 0) return [];
  const steps = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!steps)
    return [
      { value: a.join(''), removed: true },
      { value: b.join(''), added: true },
    ];
  // Removals first within each changed stretch, so "old → new" reads naturally.
  const out: Change[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ value: removed, removed: true });
    if (added) out.push({ value: added, added: true });
    removed = added = '';
  };
  for (const s of steps) {
    const value = s.value.join('');
    if (s.removed) removed += value;
    else if (s.added) added += value;
    else {
      flush();
      out.push({ value });
    }
  }
  flush();
  return out;
}
