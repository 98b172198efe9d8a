import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { FIRM_TIME_ZONE, LOCALES, isLocale, type Locale } from '#contract/locales.ts';
import type { ContentKind } from '#contract/enums.ts';
import { useI18n, type I18n } from '#app/i18n/index.tsx';
import { readOnlyLanguages, useAccountRights } from '../permissions';
import type { ItemRef } from '../workflow/api';
import {
  applyIntent,
  keptAfterConflict,
  outcomeOf,
  stateOf,
  storedPublication,
  type PublishIntent,
  type StoredPublication,
} from './publication';
import { firmTime } from './firm-time';
import { describedInLibrary, loadLibraryAlt, type LibraryAlt } from './library-alt';
import { publishResult } from './PublishResult';

/** A question to ask before Publish or Schedule…; each may go ahead or go back. */
export interface PublishQuestion {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * The publication of the item on an edit screen (publication.ts holds the rules): each language's
 * status as stored and the editor's "keep as draft" choices; the button the editor pressed (Save,
 * Publish, Schedule…), turned into every language's status when the values are sent (Publish goes
 * for every filled language; without the right to publish every save is a draft); the questions
 * asked before going public (pictures without alt text, then the screen's own); what the account
 * may not change; and the confirmation after the save.
 */
export function usePublication<V>({
  workflow,
  beforePublish,
}: {
  /** Content with a status per language; undefined for the site configuration (every call then passes the values on). */
  workflow?: { kind: ContentKind };
  beforePublish?: (values: V) => PublishQuestion | null;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const { message, modal } = App.useApp();
  const rights = useAccountRights();
  const mayPublish = rights?.can('publish') ?? true;
  const [stored, setStored] = useState<StoredPublication>({});
  const [keepDraft, setKeepDraft] = useState<Partial<Record<Locale, boolean>>>({});
  const [itemKey, setItemKey] = useState<string | null>(null);
  const intent = useRef<PublishIntent>({ action: 'save' });
  /** For the next save only: the publication state read just before it (an overwrite after a conflict). */
  const current = useRef<{ stored: StoredPublication; keepDraft: Partial<Record<Locale, boolean>> } | null>(null);
  // The media library's alt texts, for the publish check (read once per edit screen).
  const library = useRef<LibraryAlt | undefined>(undefined);
  const hasWorkflow = !!workflow;
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

  /** The item was (re)loaded: its languages' status as stored, no "keep as draft" ticked by itself. */
  const loaded = useCallback(
    (values: V, key: string | null) => {
      if (!hasWorkflow) return;
      setStored(storedPublication(values));
      // "Keep as draft" is the editor's choice only: never ticked by itself (a new translation
      // goes live with Publish, and the confirmation names every language that stayed a draft).
      setKeepDraft({});
      setItemKey(key);
    },
    [hasWorkflow],
  );

  /**
   * The values to send for this save, and the button that asked for it (taken: the next save is a
   * plain Save again). Without the right to publish, every save is a draft; a language-restricted
   * account sends only its languages.
   */
  const take = (values: V): { values: V; intent: PublishIntent } => {
    const wanted = intent.current;
    intent.current = { action: 'save' };
    const publication = current.current ?? { stored, keepDraft };
    current.current = null;
    if (!workflow) return { values, intent: wanted };
    return {
      values: onlyLanguages(
        mayPublish
          ? applyIntent(values, wanted, publication.stored, publication.keepDraft)
          : applyIntent(values, { action: 'save' }, publication.stored, {}),
        rights?.restricted ? rights.languages : LOCALES,
      ),
      intent: wanted,
    };
  };

  /** The form refused the values: the next save is a plain Save again. */
  const reset = () => {
    intent.current = { action: 'save' };
  };

  /** Says what the save did: which languages went live (or are scheduled) and which stayed drafts. */
  const announce = (wanted: PublishIntent, result: unknown) => {
    const head = publishHeadline(wanted, i18n);
    if (head) message.success({ content: publishResult(i18n, head, outcomeOf(result)), duration: 8 });
    else message.success(t('content.saved'));
  };

  /**
   * Before an overwrite after a conflict, with the item as stored now (null: not read): each
   * language keeps the status it has now (see `keptAfterConflict`), for the next save and on screen.
   */
  const rebase = (fresh: V | null, refused: PublishIntent) => {
    if (fresh) {
      const now = storedPublication(fresh);
      const keep = keptAfterConflict(stored, now, keepDraft);
      current.current = { stored: now, keepDraft: keep };
      setStored(now);
      setKeepDraft(keep);
    }
    intent.current = refused;
  };

  /**
   * Saves with the status `next` gives each language (`send` submits the form): going public, it
   * first asks what the editor should check — pictures nobody described, then the screen's own
   * question — each may go ahead.
   */
  const submit = (next: PublishIntent, values: V, send: () => void) => {
    const go = () => {
      intent.current = next;
      send();
    };
    if (next.action === 'save') return go();
    const asks: PublishQuestion[] = [];
    const missing = imagesWithoutAlt(values, library.current);
    if (missing)
      asks.push({
        title: t('publish.altMissingTitle', { n: missing }),
        content: t('publish.altMissingText'),
        okText: t('publish.altMissingGo'),
        cancelText: t('publish.altMissingBack'),
      });
    const own = beforePublish?.(values);
    if (own) asks.push(own);
    const ask = (i: number) => (i >= asks.length ? go() : void modal.confirm({ ...asks[i], onOk: () => ask(i + 1) }));
    ask(0);
  };

  const readOnly: 'published' | null =
    workflow && !mayPublish && LOCALES.some((l) => ['published', 'scheduled'].includes(stateOf(stored[l])))
      ? 'published'
      : null;
  // The server refuses a change to them from such an account (server/modules/workflow/authoring.ts).
  const sharedReadOnly =
    rights?.restricted && LOCALES.some((l) => !rights.mayWriteLang(l) && stateOf(stored[l]) !== 'new')
      ? rights.languages
      : null;

  return {
    item: workflow && itemKey ? ({ kind: workflow.kind, key: itemKey } satisfies ItemRef) : null,
    stored,
    keepDraft,
    onKeepDraft: (lang: Locale, keep: boolean) => setKeepDraft((prev) => ({ ...prev, [lang]: keep })),
    langReadOnly: readOnlyLanguages(rights),
    readOnly,
    sharedReadOnly,
    loaded,
    take,
    reset,
    announce,
    rebase,
    submit,
  };
}

/** The headline after Publish or Schedule… ("Published", "Scheduled for …"); null after a plain Save. */
export function publishHeadline(intent: PublishIntent, i18n: Pick<I18n, 't' | 'tag'>): string | null {
  if (intent.action === 'publish') return i18n.t('publish.published');
  if (intent.action === 'schedule')
    return i18n.t('publish.scheduled', { time: firmTime(intent.at, i18n.tag), zone: FIRM_TIME_ZONE });
  return null;
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
