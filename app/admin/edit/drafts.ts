/**
 * Unsaved edits kept in this browser's local storage while an editor types, so a crash, a closed
 * tab or an ended session never loses them. Drafts are kept per account and screen (path + query,
 * e.g. /admin/team/edit/12 or /admin/articles/news/edit?no=N00012) and per browser tab: two tabs on
 * one screen each keep their own, and a save in one never removes the other's. A screen offers the
 * tab's own draft first, then the others, newest first. Drafts older than two weeks are dropped,
 * and logging out removes the account's drafts from the device.
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
export const draftKey = (account: string, screen: string, tab?: string) =>
  `${PREFIX}${account}:${screen}${tab === undefined ? '' : `#${tab}`}`;

const TAB_KEY = 'admin_tab';
const fresh = () => Math.random().toString(36).slice(2, 10);
let tab: string | null = null;

/**
 * This browser tab's id, kept in its session storage: the same after a reload or a detour through
 * the login page (its draft is still its own), another in every other tab. A duplicated tab starts
 * with a copy of its original's session storage, id included: it asks the open tabs (a
 * BroadcastChannel) whether the id is in use, and takes a new one when the original answers.
 * Read it when writing, not once: the answer comes a moment after the tab starts.
 */
export function tabId(): string {
  if (tab) return tab;
  let id = fresh();
  try {
    id = window.sessionStorage.getItem(TAB_KEY) || id;
    window.sessionStorage.setItem(TAB_KEY, id);
  } catch {
    /* storage unavailable: an id for this page view */
  }
  tab = id;
  sweepDrafts();
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel('admin-tab-ids');
    const nonce = fresh();
    channel.onmessage = ({ data }: MessageEvent<{ ask?: string; taken?: string; nonce?: string }>) => {
      if (data?.ask === tab) channel.postMessage({ taken: tab, nonce: data.nonce });
      else if (data?.taken === tab && data.nonce === nonce) {
        tab = fresh();
        try {
          window.sessionStorage.setItem(TAB_KEY, tab);
        } catch {
          /* kept for this page view */
        }
      }
    };
    channel.postMessage({ ask: tab, nonce });
  }
  return tab;
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
    if (typeof draft?.savedAt === 'number' && Date.now() - draft.savedAt < MAX_AGE_MS && draft.values)
      return { ...draft, key };
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

/** Drops every draft past its age, of every screen (once per page view: screens nobody opens again keep none). */
function sweepDrafts(): void {
  const s = storage();
  if (s) for (const k of keysFrom(s, PREFIX)) readDraft(s, k);
}

/** At most this many drafts of one screen are kept (a tab's own always): the newest. */
const MAX_PER_SCREEN = 10;

/** Every draft of a screen (`draftKey(account, screen)`), of any tab: `own` first, then newest first. */
export function readDrafts<V>(screenKey: string, own: string): StoredDraft<V>[] {
  const s = storage();
  if (!s) return [];
  // The screen's key itself is where drafts were kept before they were kept per tab.
  const keys = keysFrom(s, `${screenKey}#`).concat(s.getItem(screenKey) === null ? [] : [screenKey]);
  const drafts = keys
    .map((k) => readDraft<V>(s, k))
    .filter((d): d is StoredDraft<V> => d !== null)
    .sort((a, b) => Number(b.key === own) - Number(a.key === own) || b.savedAt - a.savedAt);
  for (const d of drafts.slice(MAX_PER_SCREEN)) s.removeItem(d.key);
  return drafts.slice(0, MAX_PER_SCREEN);
}

/** Whether the draft was written (storage full or blocked: not, and the unsaved-changes prompt still guards the page). */
export function writeDraft<V>(key: string, values: V, basedOn?: number): boolean {
  try {
    const s = storage();
    s?.setItem(key, JSON.stringify({ values, savedAt: Date.now(), basedOn } satisfies Draft<V>));
    return !!s;
  } catch {
    return false;
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

// Asked as soon as the back office starts, so a duplicated tab has its own id before anyone types.
if (typeof window !== 'undefined') tabId();
