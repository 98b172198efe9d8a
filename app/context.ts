import type { Envelope } from '#contract/envelope.ts';
import type { Locale } from '#contract/locales.ts';

/** Calls the public API in-process (no network hop): the pages and the API can never disagree. */
export type ApiCaller = <T>(path: string, opts?: { lang?: Locale }) => Promise<Envelope<T>>;

export interface SiteContext {
  api: ApiCaller;
  /** The visitor's language for this request (?lang=, else cookie umi_locale, else Accept-Language, else DEFAULT_LOCALE). */
  locale: Locale;
  /** The site's default language (DEFAULT_LOCALE, zh_CN unless configured): the x-default alternate. */
  defaultLocale: Locale;
  /** Whether the language came from the URL (?lang=): then links keep it. */
  localeFromUrl: boolean;
  /** Public origin, e.g. https://www.example.com: PUBLIC_URL, else the address the server listens on (never the request's Host). */
  origin: string;
  /** BASE_PATH, '' by default. */
  basePath: string;
  /**
   * A random mark, new for every render, on the inline scripts React and React Router emit. The
   * server hashes only the scripts carrying it for the page's CSP and then removes it, so a script
   * that reached the HTML any other way (through stored content, say) is never allowed.
   */
  scriptNonce: string;
  /** The page is shown through a valid preview link: drafts of its item are visible, a bar says so. */
  preview: boolean;
  /** Logs an error of this page's render as one line of the server's log (at `error`). */
  logError: (error: unknown) => void;
  /** That preview link's token (null without one): the page's language links keep it. */
  previewToken: string | null;
  /** An inquiry form sent to this page and refused: what the visitor typed and why (server/web/inquiry-form.ts). */
  inquiryForm?: InquiryFormState;
}

/** A refused inquiry form: the visitor's input, each field's problem (contract/inquiries.ts), or how long to wait. */
export interface InquiryFormState {
  values: Record<string, string>;
  /** Per field (and `formToken`) its problem; `form`: the whole form's (server/web/inquiry-form.ts FormProblem). */
  errors: Record<string, string>;
  retryAfter?: number;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: the load context is SiteContext
  interface AppLoadContext extends SiteContext {}
}
