import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, type FormInstance, type FormProps } from 'antd';
import type { Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';
import { useI18n } from '#app/i18n/index.tsx';
import { RequestError } from '../request';
import type { LangPublication } from '../components/LangTabs';
import { newestVersionId, type ItemRef } from '../workflow/api';
import { useVersionGuard } from './useVersionGuard';
import { useDrafts } from './useDrafts';
import { useLangTabs } from './useLangTabs';
import { usePublication, type PublishQuestion } from './usePublication';
import type { Conflict } from './ConflictAlert';
import type { Draft } from './drafts';
import type { PublishIntent, StoredPublication } from './publication';

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
  beforePublish?: (values: V) => PublishQuestion | null;
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
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();

  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { activeLang, setActiveLang, langErrors, setLangErrors, showErrors } = useLangTabs(locale);
  const guard = useVersionGuard();
  const { basedOn, conflict, clear: clearConflict } = guard;
  const drafts = useDrafts<V>({ form, basedOn });
  const { screen, loaded: draftsLoaded } = drafts;
  const publication = usePublication<V>({ workflow: config.workflow, beforePublish: config.beforePublish });
  const { loaded: publicationLoaded } = publication;
  const configRef = useRef(config);
  useEffect(() => {
    configRef.current = config;
  });

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
      publicationLoaded(values, itemKey);
      setLangErrors({});
      const first = configRef.current.firstLang?.(values);
      if (first) setActiveLang(first);
      draftsLoaded();
    } catch {
      setLoadError(true);
    } finally {
      setLoading(false);
    }
  }, [form, draftsLoaded, publicationLoaded, basedOn, clearConflict, setActiveLang, setLangErrors]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const onFinish = async () => {
    setLangErrors({});
    setSaveError(null);
    drafts.flush();
    setSaving(true);
    const { values, intent: wanted } = publication.take(form.getFieldsValue(true) as V);
    try {
      const result = await configRef.current.save(values, basedOn.current);
      drafts.saved();
      publication.announce(wanted, result);
      const next = configRef.current.savedAt?.(result);
      if (next && next !== screen) navigate(next, { replace: true });
      else await reload();
    } catch (err) {
      // Someone else saved meanwhile: say who and when, and let the editor choose (the values stay).
      if (await guard.refused(err, publication.item, wanted)) return;
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
    publication.reset();
    showErrors(errorFields, { stay: true });
    if (errorFields[0]) setTimeout(() => form.scrollToField(errorFields[0].name, { block: 'center' }), 50);
  };

  const { readOnly, sharedReadOnly } = publication;

  const formProps = (onChange?: (changed: Partial<V>, all: V) => void): FormProps<V> => ({
    form,
    layout: 'vertical',
    scrollToFirstError: false,
    disabled: loadError || saving || !!readOnly,
    onFinish: () => void onFinish(),
    onFinishFailed,
    onValuesChange: (values, all) => {
      onChange?.(values, all);
      drafts.changed();
    },
  });

  return {
    form,
    loading,
    loadError,
    notFound,
    saving,
    dirty: drafts.dirty,
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
            publication.rebase(fresh, guard.overwriteFrom(conflict));
            form.submit();
          },
          // The saved version into the form; what was typed stays in the draft, offered back by the reload.
          loadSaved: () => void reload(),
        }
      : null,
    draft: drafts.draft,
    moreDrafts: drafts.moreDrafts,
    restoreDraft: drafts.restore,
    discardDraft: drafts.discard,
    langTabs: {
      activeKey: activeLang,
      onChange: setActiveLang,
      errors: langErrors,
      publication: config.workflow
        ? { stored: publication.stored, keepDraft: publication.keepDraft, onKeepDraft: publication.onKeepDraft }
        : undefined,
      readOnly: config.workflow ? publication.langReadOnly : undefined,
    },
    readOnly,
    sharedReadOnly,
    workflow: config.workflow
      ? {
          item: publication.item,
          stored: publication.stored,
          submit: (next) => publication.submit(next, form.getFieldsValue(true) as V, () => form.submit()),
        }
      : null,
    formProps,
    touch: drafts.touch,
  };
}
