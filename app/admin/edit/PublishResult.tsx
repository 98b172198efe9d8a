import type { AdminKey } from '#app/i18n/keys.ts';
import type { ReactNode } from 'react';
import type { Locale } from '#contract/locales.ts';
import type { I18n } from '#app/i18n/index.tsx';
import type { PublicationOutcome } from './publication';

/**
 * The confirmation after Publish or Schedule…: the headline ("Published"), then which languages
 * are live, which are scheduled and which stayed drafts, so a translation that stayed behind is
 * never hidden behind a green "Published".
 */
export function publishResult(
  i18n: Pick<I18n, 't' | 'tag'>,
  headline: string,
  outcome: PublicationOutcome | null,
): ReactNode {
  if (!outcome) return headline;
  const list = (langs: Locale[]) =>
    new Intl.ListFormat(i18n.tag, { type: 'conjunction' }).format(langs.map((l) => i18n.t(`lang.${l}`)));
  const lines: [AdminKey, Locale[]][] = [
    ['publish.result.live', outcome.live],
    ['publish.result.scheduled', outcome.scheduled],
    ['publish.result.drafts', outcome.drafts],
  ];
  return (
    <span data-testid="publish-result" role="status">
      <strong>{headline}</strong>
      {lines
        .filter(([, langs]) => langs.length)
        .map(([key, langs]) => (
          <span key={key} data-testid={key} style={{ display: 'block' }}>
            {i18n.t(key, { langs: list(langs), n: langs.length })}
          </span>
        ))}
    </span>
  );
}
