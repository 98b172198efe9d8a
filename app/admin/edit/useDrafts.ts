import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { App, type FormInstance } from 'antd';
import { useI18n } from '#app/i18n/index.tsx';
import { RESTORE_KEY } from '../request';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { useAdminUser } from '../layout';
import { clearDraft, draftKey, readDrafts, tabId, writeDraft, type Draft, type StoredDraft } from './drafts';

/**
 * The local draft of an edit screen (drafts.ts keeps it): whether the user changed something, the
 * draft written while they type, and the drafts offered back when the screen opens again.
 *
 * - Dirty means "the user changed something": only changes after a key, click, paste or drop in
 *   the form count (`touch`), so editors that normalise their value after loading (the rich-text
 *   editor) never raise a false "unsaved changes" prompt.
 * - While dirty, the values are kept per account, screen and tab; after a load (`loaded`) the draft
 *   is offered back ("restore unsaved changes from 14:32?"), and put back without asking after a
 *   detour through the login page.
 * - `basedOn` is the version guard's: a draft keeps the version its values were typed on.
 */
export function useDrafts<V>({ form, basedOn }: { form: FormInstance<V>; basedOn: RefObject<number | undefined> }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const location = useLocation();
  const { user } = useAdminUser();
  const screen = location.pathname + location.search;
  // This tab's draft (its key read when used: a duplicated tab learns its own id a moment after it
  // starts); the screen's drafts from other tabs are kept beside it.
  const screenKey = draftKey(user.loginAccount, screen);
  const ownKey = useCallback(() => draftKey(user.loginAccount, screen, tabId()), [user.loginAccount, screen]);

  const [dirty, setDirty] = useState(false);
  const [drafts, setDrafts] = useState<StoredDraft<V>[]>([]);
  const touched = useRef(false);
  /** The user changed a value since the last load or save (read synchronously by the draft writer). */
  const userChanged = useRef(false);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | null>(null);

  /**
   * Forgets the draft after a save or when the user leaves anyway: a pending write is cancelled
   * and later value reports (an editor normalising its value on the way out) no longer count.
   */
  const dropDraft = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    touched.current = false;
    userChanged.current = false;
    clearDraft(ownKey());
  }, [ownKey]);
  const { markSaved } = useUnsavedChanges(dirty, dropDraft);

  /** Writes the draft now (before a save, when the page goes away). */
  const flush = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    if (userChanged.current) writeDraft(ownKey(), form.getFieldsValue(true), basedOn.current);
  }, [form, ownKey, basedOn]);
  const scheduleDraft = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current);
    pendingWrite.current = setTimeout(flush, 300);
  }, [flush]);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (pendingWrite.current) flush();
    };
  }, [flush]);

  const applyDraft = useCallback(
    (d: StoredDraft<V>) => {
      form.setFieldsValue(d.values as Parameters<typeof form.setFieldsValue>[0]);
      // A draft of another tab becomes this tab's own (kept from now on under its key).
      const own = ownKey();
      if (d.key !== own && writeDraft(own, d.values, d.basedOn)) clearDraft(d.key);
      // The typed values were based on the version the screen had then: a save checks against that one.
      if (d.basedOn !== undefined && basedOn.current !== undefined) basedOn.current = d.basedOn;
      touched.current = true;
      userChanged.current = true;
      setDirty(true);
      setDrafts([]);
    },
    [form, ownKey, basedOn],
  );

  /** The values were (re)loaded into the form: nothing changed yet; the screen's drafts are offered. */
  const loaded = useCallback(() => {
    touched.current = false;
    userChanged.current = false;
    setDirty(false);
    const own = ownKey();
    const found = readDrafts<V>(screenKey, own);
    let returning = false;
    try {
      returning = window.sessionStorage.getItem(RESTORE_KEY) === screen;
      if (returning) window.sessionStorage.removeItem(RESTORE_KEY);
    } catch {
      /* storage unavailable */
    }
    if (found[0]?.key === own && returning) {
      applyDraft(found[0]);
      message.info(t('draft.restored'));
    } else setDrafts(found);
  }, [screenKey, ownKey, screen, applyDraft, message, t]);

  /** A value changed in the form: counts (and is kept) once the user touched the form. */
  const changed = useCallback(() => {
    if (!touched.current) return;
    userChanged.current = true;
    setDirty(true);
    scheduleDraft();
  }, [scheduleDraft]);

  /** Marks the form as changed by the user (for handlers outside the form fields). */
  const touch = useCallback(() => {
    touched.current = true;
  }, []);

  /** The values were saved: the draft goes, leaving asks nothing. */
  const saved = () => {
    dropDraft();
    setDirty(false);
    markSaved();
  };

  const draft: Draft<V> | null = drafts[0] ?? null;
  return {
    /** The screen (path + query) the drafts belong to. */
    screen,
    dirty,
    /** A draft from an earlier visit or another tab, not restored yet: this tab's first, then the newest. */
    draft,
    /** How many more drafts of this screen (from other tabs) follow it. */
    moreDrafts: Math.max(0, drafts.length - 1),
    restore: () => drafts[0] && applyDraft(drafts[0]),
    discard: () => {
      if (drafts[0]) clearDraft(drafts[0].key);
      setDrafts(drafts.slice(1));
    },
    flush,
    loaded,
    changed,
    touch,
    saved,
  };
}
