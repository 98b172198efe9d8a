import type { Envelope } from '../contract/envelope';
import type { Locale } from '../contract/locales';

/** Calls the public API in-process (no network hop): the pages and the API can never disagree. */
export type ApiCaller = <T>(path: string, opts?: { lang?: Locale }) => Promise<Envelope<T>>;

export interface SiteContext {
  api: ApiCaller;
  /** The visitor's language for this request (?lang=, else cookie umi_locale, else Accept-Language, else zh_CN). */
  locale: Locale;
  /** Whether the language came from the URL (?lang=): then links keep it. */
  localeFromUrl: boolean;
  /** Public origin, e.g. https://www.example.com (PUBLIC_URL or the request's host). */
  origin: string;
  /** BASE_PATH, '' by default. */
  basePath: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the load context is SiteContext
  interface AppLoadContext extends SiteContext {}
}
