import { createI18n, type I18n, type Messages } from '../../../i18n';
import type { Locale } from '../../../../contract/locales';

type RootLike = { locale: Locale; origin: string; basePath: string; messages?: Messages };
type MatchLike = { id: string; data?: unknown } | undefined;

/** The root loader's data from a meta function's matches (locale, origin, base path for pageMeta). */
export function rootFromMatches(matches: readonly MatchLike[]): RootLike | undefined {
  return matches.find((m) => m?.id === 'root')?.data as RootLike | undefined;
}

/** Messages in meta functions, which cannot use hooks: built from the root loader's catalogue. */
export function metaI18n(matches: readonly MatchLike[]): I18n {
  const root = rootFromMatches(matches);
  return createI18n(root?.locale ?? 'zh_CN', root?.messages ?? {});
}
