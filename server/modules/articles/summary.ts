import { excerpt } from '#contract/html.ts';

/**
 * A plain-text teaser of (already sanitised) rich text, at most `max` characters. Works on a
 * prefix of the HTML too, so lists can read only the head of long articles.
 */
export function plainSummary(html: string | null | undefined, max = 200): string {
  return excerpt(html, max);
}
