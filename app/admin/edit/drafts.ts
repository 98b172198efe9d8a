/**
 * Unsaved edits kept in this browser's local storage while an editor types, so a crash, a closed
 * tab or an ended session never loses them. One draft per account and screen (path + query, e.g.
 * /admin/team/edit/12 or /admin/articles/news/edit?no=N00012); drafts older than two weeks are
 * dropped, and logging out removes the account's drafts from the device.
 */
const PREFIX = 'admin_draft:';
const MAX_AGE_MS = 14 * 24 * 3600 * 1000;

export interface Draft<V> {
  values: V;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The item's version the values were typed on (see useEditForm's basedOn); none for a new item. */
  basedOn?: number;
}

export const draftKey = (account: string, screen: string) => `${PREFIX}${account}:${screen}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft<V>(key: string): Draft<V> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    if (typeof draft?.savedAt === 'number' && Date.now() - draft.savedAt < MAX_AGE_MS && draft.values) return draft;
  } catch {
    /* unreadable: dropped below */
  }
  storage()?.removeItem(key);
  return null;
}

export function writeDraft<V>(key: string, values: V, basedOn?: number): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: Date.now(), basedOn } satisfies Draft<V>));
  } catch {
    /* storage full or blocked: the unsaved-changes prompt still guards the page */
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** Removes every draft of one account (on logout), or of every account. */
export function clearDrafts(account?: string): void {
  const s = storage();
  if (!s) return;
  const prefix = account === undefined ? PREFIX : draftKey(account, '');
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  for (const k of keys) s.removeItem(k);
}
