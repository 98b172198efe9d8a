/**
 * Unsaved edits kept in this browser's local storage while an editor types, so a crash, a closed
 * tab or an ended session never loses them. Drafts are kept per account and screen (path + query,
 * e.g. /admin/team/edit/12 or /admin/articles/news/edit?no=N00012) and per browser tab: two tabs on
 * one screen each keep their own, and a save in one never removes the other's. A screen offers
 * the tab's own draft first, then the others, newest first. Drafts older than two weeks are dropped, and logging
 * out removes the account's drafts from the device.
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

/** A draft as found in storage, with the key it is stored under. */
export type StoredDraft<V> = Draft<V> & { key: string };

/** Where a screen's drafts are kept: the screen's key, then (for one tab's draft) the tab's id. */
export const draftKey = (account: string, screen: string, tab?: string) => `${PREFIX}${account}:${screen}${tab === undefined ? '' : `#${tab}`}`;

const TAB_KEY = 'admin_tab';

/**
 * This browser tab's id, kept in its session storage: the same after a reload or a detour through
 * the login page (its draft is still its own), another in every other tab.
 */
export function tabId(): string {
  const fresh = Math.random().toString(36).slice(2, 10);
  try {
    const known = window.sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    window.sessionStorage.setItem(TAB_KEY, fresh);
  } catch {
    /* storage unavailable: an id for this page view */
  }
  return fresh;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readDraft<V>(s: Storage, key: string): StoredDraft<V> | null {
  const raw = s.getItem(key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Draft<V>;
    if (typeof draft?.savedAt === 'number' && Date.now() - draft.savedAt < MAX_AGE_MS && draft.values) return { ...draft, key };
  } catch {
    /* unreadable: dropped below */
  }
  s.removeItem(key);
  return null;
}

/** Keys of local storage that start with `prefix`. */
function keysFrom(s: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) keys.push(k);
  }
  return keys;
}

/** Every draft of a screen (`draftKey(account, screen)`), of any tab: `own` first, then newest first. */
export function readDrafts<V>(screenKey: string, own: string): StoredDraft<V>[] {
  const s = storage();
  if (!s) return [];
  // The screen's key itself is where drafts were kept before they were kept per form.
  const keys = keysFrom(s, `${screenKey}#`).concat(s.getItem(screenKey) === null ? [] : [screenKey]);
  return keys
    .map((k) => readDraft<V>(s, k))
    .filter((d): d is StoredDraft<V> => d !== null)
    .sort((a, b) => Number(b.key === own) - Number(a.key === own) || b.savedAt - a.savedAt);
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
  for (const k of keysFrom(s, account === undefined ? PREFIX : draftKey(account, ''))) s.removeItem(k);
}
