import { createContext, useContext } from 'react';
import type { Locale } from '#contract/locales.ts';

/** The language of the content the fields below edit (set by LangTabs for each tab; null outside one). */
export const ContentLangContext = createContext<Locale | null>(null);

export const useContentLang = () => useContext(ContentLangContext);
