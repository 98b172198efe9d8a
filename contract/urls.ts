/**
 * The one rule for every URL stored in content (pictures, banner links, icons, covers): an
 * absolute http(s) URL, or a path on this site — a single "/" not followed by "/" or "\", which
 * browsers would read as another host. No whitespace and no backslash anywhere.
 */
export const URL_PATTERN = '^(https?://[^\\s\\\\]+|/(?![/\\\\])[^\\s\\\\]*)$';
const URL_RE = new RegExp(URL_PATTERN);
const HTTP_RE = /^https?:\/\/[^\s\\]+$/;

/** Whether a stored URL obeys the rule (content written before the rule may not). */
export const isSafeUrl = (url: string): boolean => URL_RE.test(url);

/** An absolute http(s) URL (external news links). */
export const isHttpUrl = (url: string): boolean => HTTP_RE.test(url);

/** A path on this site, safe to treat as an internal link. */
export const isSitePath = (href: string): boolean => isSafeUrl(href) && href.startsWith('/');

/**
 * A request path made safe to put back into a link: leading slashes and backslashes collapse to
 * one, so `//evil.example/home` cannot become a protocol-relative link to another host.
 */
export const sitePathOf = (pathname: string): string => `/${pathname.replace(/^[/\\]+/, '')}`;

/** An e-mail address as the forms and the API accept it (empty means none where optional). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
