import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Form, type FormInstance, type FormProps } from 'antd';
import { FIRM_TIME_ZONE, LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError, RESTORE_KEY } from '../request';
import { useUnsavedChanges } from '../useUnsavedChanges';
import { langsWithErrors, type LangPublication } from '../components/LangTabs';
import { useAdminUser } from '../layout';
import { readOnlyLanguages, useAccountRights } from '../permissions';
import { newestVersionId, type ItemRef } from '../workflow/api';
import { useVersionGuard } from './useVersionGuard';
import type { Conflict } from './ConflictAlert';
import { clearDraft, draftKey, readDrafts, tabId, writeDraft, type Draft, type StoredDraft } from './drafts';
import {
  applyIntent,
  outcomeOf,
  publicationChanged,
  stateOf,
  storedPublication,
  type PublishIntent,
  type StoredPublication,
} from './publication';
import { firmTime } from './firm-time';
import { describedInLibrary, loadLibraryAlt, type LibraryAlt } from './library-alt';
import { publishResult } from './PublishResult';

/**
 * The one edit shell of the back office (with `EditPage`): every screen that edits content loads,
 * shows per-language tabs, tracks unsaved changes, saves and reports errors the same way.
 *
 * - Dirty means "the user changed something": only changes after a key, click, paste or drop in
 *   the form count, so editors that normalise their value after loading (the rich-text editor)
 *   never raise a false "unsaved changes" prompt.
 * - While dirty, the values are kept as a local draft (see drafts.ts); the draft is offered back
 *   when the screen opens again ("restore unsaved changes from 14:32?"), and put back without
 *   asking after a detour through the login page.
 * - A save that meets an ended session asks for the password in place and is then repeated by the
 *   request layer; what was typed stays in the form either way.
 * - After a save every editor stays on the item (a new item moves to its own address), says it is
 *   saved and shows the values as the server stored them.
 * - Content with drafts (`workflow`): the buttons Save draft / Save, Schedule… and Publish decide
 *   each language's status (publication.ts, `applyIntent`); every language tab shows its status and
 *   a "keep as draft" choice; History, Preview and Share work on the item the screen loaded.
 */
export interface EditFormConfig<V, R> {
  /** The values to edit, or null when the item does not exist. */
  load: () => Promise<V | null>;
  /**
   * Writes the values; throws (a RequestError) when the server refuses. `basedOn` (content with
   * drafts, once saved) goes with the write as the request's `basedOn`: the item's newest version
   * when the screen loaded it, so a save over someone else's newer one is refused (409).
   */
  save: (values: V, basedOn: number | undefined) => Promise<R>;
  /** Where the item lives after the save, when that is another address (a new item); else it reloads. */
  savedAt?: (result: R) => string | null;
  /** The tab to open after loading. */
  firstLang?: (values: V) => Locale | undefined;
  /**
   * Content with a status per language (everything but the site configuration): its kind, and
   * the item's key once it exists (its no; a document's name). The values keep each language
   * under its locale with `id`, `status` and `publishAt` (KeptPublication).
   */
  workflow?: { kind: ContentKind; key: (values: V | null) => string | null | undefined };
  /**
   * A question to ask before Publish or Schedule (after the alt-text check), or null to go ahead:
   * e.g. a case analysis without the client's consent on file (§ 6 BORA).
   */
  beforePublish?: (values: V) => { title: string; content: string; okText: string; cancelText: string } | null;
}

/** The editorial workflow of the item on screen. */
export interface EditWorkflow {
  /** The item, once saved. */
  item: ItemRef | null;
  /** Each language's status as stored (with its row id). */
  stored: StoredPublication;
  /** Saves with the status the intent gives each language (validating first, like Save). */
  submit: (intent: PublishIntent) => void;
}

type ErrorFields = { name: (string | number)[]; errors: string[] }[];

export interface EditForm<V> {
  form: FormInstance<V>;
  loading: boolean;
  loadError: boolean;
  notFound: boolean;
  saving: boolean;
  dirty: boolean;
  saveError: string | null;
  clearSaveError: () => void;
  reload: () => Promise<void>;
  /** A draft from an earlier visit or another tab, not restored yet: this tab's first, then the newest. */
  draft: Draft<V> | null;
  /** How many more drafts of this screen (from other tabs) follow it. */
  moreDrafts: number;
  restoreDraft: () => void;
  discardDraft: () => void;
  /**
   * The last save was refused because someone else saved the item after it was loaded: their
   * version, and the two ways on. The values stay in the form and in the draft.
   */
  conflict: Conflict | null;
  /** Props for the per-language tabs. */
  langTabs: {
    activeKey: Locale;
    onChange: (lang: Locale) => void;
    errors: Partial<Record<Locale, boolean>>;
    publication?: LangPublication;
    /** Languages the account may not write (shown read-only; never sent). */
    readOnly?: Partial<Record<Locale, boolean>>;
  };
  /**
   * What the item shares between its languages (publication date, authors, photo, pin…) is
   * read-only for this account: it may write only some languages and the item has another. The
   * languages it may write, or null when the shared fields are its to change.
   */
  sharedReadOnly: readonly Locale[] | null;
  /**
   * The whole item is read-only for this account, and why: `published` — it has a published or
   * scheduled language and the account may not publish (an Author changes drafts only).
   */
  readOnly: 'published' | null;
  /** Null for screens without drafts (the site configuration). */
  workflow: EditWorkflow | null;
  /** Props for the antd Form; `onValuesChange` runs after the screen's own `onChange`. */
  formProps: (onChange?: (changed: Partial<V>, all: V) => void) => FormProps<V>;
  /** Marks the form as changed by the user (for handlers outside the form fields). */
  touch: () => void;
}

export function useEditForm<V extends object, R = unknown>(config: EditFormConfig<V, R>): EditForm<V> {
  const { t, locale, tag } = useI18n();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAdminUser();
  const rights = useAccountRights();
  const mayPublish = rights?.can('publish') ?? true;
  const [form] = Form.useForm<V>();
  const screen = location.pathname + location.search;
  // This tab's draft (its key read when used: a duplicated tab learns its own id a moment after it
  // starts); the screen's drafts from other tabs are kept beside it.
  const screenKey = draftKey(user.loginAccount, screen);
  const ownKey = useCallback(() => draftKey(user.loginAccount, screen, tabId()), [user.loginAccount, screen]);

  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<StoredDraft<V>[]>([]);
  const [activeLang, setActiveLang] = useState<Locale>(locale);
  const [langErrors, setLangErrors] = useState<Partial<Record<Locale, boolean>>>({});
  const [stored, setStored] = useState<StoredPublication>({});
  const [keepDraft, setKeepDraft] = useState<Partial<Record<Locale, boolean>>>({});
  const [itemKey, setItemKey] = useState<string | null>(null);
  const guard = useVersionGuard();
  const { basedOn, conflict, clear: clearConflict } = guard;
  const intent = useRef<PublishIntent>({ action: 'save' });
  /** For the next save only: the publication state read just before it (an overwrite after a conflict). */
  const current = useRef<{ stored: StoredPublication; keepDraft: Partial<Record<Locale, boolean>> } | null>(null);
  const touched = useRef(false);
  // The media library's alt texts, for the publish check (read once per edit screen).
  const library = useRef<LibraryAlt | undefined>(undefined);
  const hasWorkflow = !!config.workflow;
  useEffect(() => {
    if (!hasWorkflow) return;
    let live = true;
    void loadLibraryAlt().then((l) => {
      if (live) library.current = l;
    });
    return () => {
      live = false;
    };
  }, [hasWorkflow]);
  /** The user changed a value since the last load or save (read synchronously by the draft writer). */
  const userChanged = useRef(false);
  const configRef = useRef(config);
  useEffect(() => {
    configRef.current = config;
  });

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

  const flushDraft = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    if (userChanged.current) writeDraft(ownKey(), form.getFieldsValue(true), basedOn.current);
  }, [form, ownKey, basedOn]);
  const scheduleDraft = useCallback(() => {
    if (pendingWrite.current) clearTimeout(pendingWrite.current);
    pendingWrite.current = setTimeout(flushDraft, 300);
  }, [flushDraft]);
  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      if (pendingWrite.current) flushDraft();
    };
  }, [flushDraft]);

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

  const reload = useCallback(async () => {
    setLoading(true);
    setLoadError(false);
    setNotFound(false);
    setSaveError(null);
    clearConflict();
    try {
      const workflow = configRef.current.workflow;
      // The version is read before the values, so they are never older than it: a save landing in
      // between makes the next save a conflict, never a silent overwrite. A key that comes only
      // with the values (a lawyer's no) costs a second load.
      const early = workflow?.key(null) ?? null;
      let base = workflow && early ? await newestVersionId({ kind: workflow.kind, key: early }) : undefined;
      let values = await configRef.current.load();
      const itemKey = values && workflow ? (workflow.key(values) ?? null) : null;
      if (values && workflow && itemKey && !early) {
        base = await newestVersionId({ kind: workflow.kind, key: itemKey });
        values = await configRef.current.load();
      }
      if (!values) {
        setNotFound(true);
        return;
      }
      basedOn.current = itemKey ? base : undefined;
      form.resetFields();
      form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
      if (workflow) {
        const s = storedPublication(values);
        setStored(s);
        // "Keep as draft" is the editor's choice only: never ticked by itself (a new translation
        // goes live with Publish, and the confirmation names every language that stayed a draft).
        setKeepDraft({});
        setItemKey(itemKey);
      }
      touched.current = false;
      userChanged.current = false;
      setDirty(false);
      setLangErrors({});
      const first = configRef.current.firstLang?.(values);
      if (first) setActiveLang(first);
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
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [form, screenKey, ownKey, screen, applyDraft, message, t, basedOn, clearConflict]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onFinish = async () => {
    setLangErrors({});
    setSaveError(null);
    flushDraft();
    setSaving(true);
    const wanted = intent.current;
    intent.current = { action: 'save' };
    const publication = current.current ?? { stored, keepDraft };
    current.current = null;
    try {
      const values = form.getFieldsValue(true) as V;
      const result = await configRef.current.save(
        configRef.current.workflow
          ? // Without the right to publish, every save is a draft; a language-restricted account sends only its languages.
            onlyLanguages(
              mayPublish
                ? applyIntent(values, wanted, publication.stored, publication.keepDraft)
                : applyIntent(values, { action: 'save' }, publication.stored, {}),
              rights?.restricted ? rights.languages : LOCALES,
            )
          : values,
        basedOn.current,
      );
      dropDraft();
      setDirty(false);
      markSaved();
      // Which languages went live (or are scheduled) and which stayed drafts, from the server's answer.
      if (wanted.action === 'publish')
        message.success({ content: publishResult({ t, tag }, t('publish.published'), outcomeOf(result)), duration: 8 });
      else if (wanted.action === 'schedule')
        message.success({
          content: publishResult(
            { t, tag },
            t('publish.scheduled', { time: firmTime(wanted.at, tag), zone: FIRM_TIME_ZONE }),
            outcomeOf(result),
          ),
          duration: 8,
        });
      else message.success(t('content.saved'));
      const next = configRef.current.savedAt?.(result);
      if (next && next !== screen) navigate(next, { replace: true });
      else await reload();
    } catch (err) {
      // Someone else saved meanwhile: say who and when, and let the editor choose (the values stay).
      const item =
        configRef.current.workflow && itemKey ? { kind: configRef.current.workflow.kind, key: itemKey } : null;
      if (await guard.refused(err, item, wanted)) return;
      // What was typed stays in the form (and in the draft); the server's reason stays beside it.
      if (err instanceof RequestError && err.status !== 401)
        setSaveError(
          err.status === 0
            ? t(err.message === 'timeout' ? 'request.timeout' : 'request.network')
            : err.message || t('msg.saveFailed'),
        );
      else if (!(err instanceof RequestError))
        setSaveError(err instanceof Error && err.message ? err.message : t('msg.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const onFinishFailed = ({ errorFields }: { errorFields: ErrorFields }) => {
    intent.current = { action: 'save' };
    const bad = langsWithErrors(errorFields);
    setLangErrors(bad);
    const first = LOCALES.find((l) => bad[l]);
    if (first && !bad[activeLang]) setActiveLang(first);
    if (errorFields[0]) setTimeout(() => form.scrollToField(errorFields[0].name, { block: 'center' }), 50);
  };

  const touch = useCallback(() => {
    touched.current = true;
  }, []);

  const readOnly =
    config.workflow && !mayPublish && LOCALES.some((l) => ['published', 'scheduled'].includes(stateOf(stored[l])))
      ? 'published'
      : null;
  const langReadOnly = readOnlyLanguages(rights);
  // The server refuses a change to them from such an account (server/modules/workflow/authoring.ts).
  const sharedReadOnly =
    rights?.restricted && LOCALES.some((l) => !rights.mayWriteLang(l) && stateOf(stored[l]) !== 'new')
      ? rights.languages
      : null;

  const formProps = (onChange?: (changed: Partial<V>, all: V) => void): FormProps<V> => ({
    form,
    layout: 'vertical',
    scrollToFirstError: false,
    disabled: loadError || saving || !!readOnly,
    onFinish: () => void onFinish(),
    onFinishFailed,
    onValuesChange: (values, all) => {
      onChange?.(values, all);
      if (!touched.current) return;
      userChanged.current = true;
      setDirty(true);
      scheduleDraft();
    },
  });

  return {
    form,
    loading,
    loadError,
    notFound,
    saving,
    dirty,
    saveError,
    clearSaveError: () => setSaveError(null),
    reload,
    conflict: conflict
      ? {
          version: conflict.version,
          overwrite: async () => {
            // The same save again, now based on the version that refused it (a third editor's save
            // would be caught again). Each language keeps the status it has now: what the other
            // editor published, scheduled or took offline stays so (a language whose status did
            // not change keeps the editor's own "keep as draft" choice).
            let fresh: V | null = null;
            try {
              fresh = await configRef.current.load();
            } catch {
              /* the save below says what is wrong */
            }
            if (fresh) {
              const now = storedPublication(fresh);
              const waiting = waitingLanguages(now);
              const changed = LOCALES.filter((l) => publicationChanged(stored[l], now[l]));
              const keep = { ...keepDraft, ...Object.fromEntries(changed.map((l) => [l, !!waiting[l]])) };
              current.current = { stored: now, keepDraft: keep };
              setStored(now);
              setKeepDraft(keep);
            }
            intent.current = guard.overwriteFrom(conflict);
            form.submit();
          },
          // The saved version into the form; what was typed stays in the draft, offered back by the reload.
          loadSaved: () => void reload(),
        }
      : null,
    draft: drafts[0] ?? null,
    moreDrafts: Math.max(0, drafts.length - 1),
    restoreDraft: () => drafts[0] && applyDraft(drafts[0]),
    discardDraft: () => {
      if (drafts[0]) clearDraft(drafts[0].key);
      setDrafts(drafts.slice(1));
    },
    langTabs: {
      activeKey: activeLang,
      onChange: setActiveLang,
      errors: langErrors,
      publication: config.workflow
        ? { stored, keepDraft, onKeepDraft: (lang, keep) => setKeepDraft((prev) => ({ ...prev, [lang]: keep })) }
        : undefined,
      readOnly: config.workflow ? langReadOnly : undefined,
    },
    readOnly,
    sharedReadOnly,
    workflow: config.workflow
      ? {
          item: itemKey ? { kind: config.workflow.kind, key: itemKey } : null,
          stored,
          submit: (next) => {
            const go = () => {
              intent.current = next;
              form.submit();
            };
            if (next.action === 'save') return go();
            // Going public: first ask what the editor should check (each may go ahead), then go.
            const values = form.getFieldsValue(true) as V;
            const asks: { title: string; content: string; okText: string; cancelText: string }[] = [];
            // A picture nobody described.
            const missing = imagesWithoutAlt(values, library.current);
            if (missing)
              asks.push({
                title: t('publish.altMissingTitle', { n: missing }),
                content: t('publish.altMissingText'),
                okText: t('publish.altMissingGo'),
                cancelText: t('publish.altMissingBack'),
              });
            const own = config.beforePublish?.(values);
            if (own) asks.push(own);
            const ask = (i: number) =>
              i >= asks.length ? go() : void modal.confirm({ ...asks[i], onOk: () => ask(i + 1) });
            ask(0);
          },
        }
      : null,
    formProps,
    touch,
  };
}

/**
 * After a conflict: languages that another editor left as drafts while another language is public
 * or scheduled keep "keep as draft" on when the editor overwrites, so their decision to take a
 * language offline (or keep it back) stands.
 */
function waitingLanguages(stored: StoredPublication): Partial<Record<Locale, boolean>> {
  const states = LOCALES.map((l) => stateOf(stored[l]));
  if (!states.some((s) => s === 'published' || s === 'scheduled')) return {};
  return Object.fromEntries(LOCALES.map((l, i) => [l, states[i] === 'draft' || states[i] === 'new']));
}

/** The values without the languages the account may not write (the screens then do not send them). */
export function onlyLanguages<V>(values: V, langs: readonly Locale[]): V {
  if (!values || typeof values !== 'object' || langs.length === LOCALES.length) return values;
  const out = { ...values } as Record<string, unknown>;
  for (const lang of LOCALES) if (!langs.includes(lang)) delete out[lang];
  return out as V;
}

/**
 * How many pictures in the rich text of `values` (any field, any depth) have no alt text: neither
 * their own nor, with `library`, the media library's in the language they are written in (a
 * value under a locale key).
 */
export function imagesWithoutAlt(values: unknown, library?: LibraryAlt, lang?: Locale): number {
  if (typeof values === 'string')
    return (values.match(/<img\b[^>]*>/gi) ?? []).filter(
      (tag) =>
        !/\balt\s*=\s*"[^"]*\S[^"]*"/i.test(tag) &&
        !describedInLibrary(/\bsrc\s*=\s*"([^"]*)"/i.exec(tag)?.[1], lang, library),
    ).length;
  if (Array.isArray(values)) return values.reduce((n: number, v) => n + imagesWithoutAlt(v, library, lang), 0);
  if (values && typeof values === 'object')
    return Object.entries(values).reduce(
      (n: number, [k, v]) => n + imagesWithoutAlt(v, library, isLocale(k) ? k : lang),
      0,
    );
  return 0;
}
