import { useState } from 'react';
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
