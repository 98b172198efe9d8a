import { useState } from 'react';
import { Form, type FormInstance } from 'antd';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { langsWithErrors } from '../components/LangTabs';

type ErrorFields = { name: (string | number)[]; errors?: string[] }[];

/**
 * The language tabs of a form edited in every language at once (the edit shell, the group dialog):
 * the tab shown and the tabs whose fields are wrong. `showErrors` marks them after a refused
 * validation and shows the first of them — with `stay`, only when the tab shown has none.
 */
export function useLangTabs(initial: Locale) {
  const [activeLang, setActiveLang] = useState<Locale>(initial);
  const [langErrors, setLangErrors] = useState<Partial<Record<Locale, boolean>>>({});
  const showErrors = (fields: ErrorFields, { stay = false }: { stay?: boolean } = {}) => {
    const bad = langsWithErrors(fields);
    setLangErrors(bad);
    const first = LOCALES.find((l) => bad[l]);
    if (first && !(stay && bad[activeLang])) setActiveLang(first);
  };
  return { activeLang, setActiveLang, langErrors, setLangErrors, showErrors };
}

/**
 * The languages of an edit form in use (`isUsed`: something of their own is filled in), watched
 * while typing: the tabs' filled marks, and the name's rule — a language in use needs a name, and
 * while none is in use the tab shown does (an item has at least one language).
 */
export function useUsedLangs<V extends Record<Locale, unknown>>(
  form: FormInstance<V>,
  isUsed: (values: V[Locale] | undefined) => boolean,
  activeLang: Locale,
) {
  const watched = Form.useWatch([], form) as V | undefined;
  const used = Object.fromEntries(LOCALES.map((l) => [l, isUsed(watched?.[l])])) as Record<Locale, boolean>;
  const noneUsed = !LOCALES.some((l) => used[l]);
  return { used, nameRequired: (lang: Locale) => used[lang] || (noneUsed && lang === activeLang) };
}
