import type { Imprint } from '#contract/imprint.ts';
import { imprintIsEmpty } from '#contract/imprint.ts';
import { useI18n } from '#app/i18n/index.tsx';

/**
 * The Impressum's structured part (site configuration, issue #30) above the page's free text:
 * the partnership and its register, the partners entitled to represent it, the professional
 * title and the conferring state, the competent bar, the professional rules with links, the
 * professional liability insurer and its scope, the VAT id and the § 36 VSBG statement.
 */
export function ImprintFacts({ imprint }: { imprint: Imprint | null }) {
  const { t } = useI18n();
  if (!imprint || imprintIsEmpty(imprint)) return null;
  const row = (label: string, value: React.ReactNode, testId?: string) =>
    value ? (
      <div className="imprint-facts__row" data-testid={testId}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  const lines = (text: string) =>
    text.split('\n').map((l, i, all) => (
      <span key={i}>
        {l}
        {i < all.length - 1 ? <br /> : null}
      </span>
    ));
  const register = [imprint.registerCourt, imprint.registerNumber].filter(Boolean).join(', ');
  const title = imprint.professionalTitle
    ? `${imprint.professionalTitle}${imprint.titleState ? ` (${t('imprint.titleState')} ${imprint.titleState})` : ''}`
    : '';
  const bar = imprint.bar ? (
    <>
      {imprint.bar}
      {imprint.barAddress ? (
        <>
          <br />
          {lines(imprint.barAddress)}
        </>
      ) : null}
    </>
  ) : null;
  const insurer = imprint.insurer ? (
    <>
      {lines(imprint.insurer)}
      {imprint.insuranceScope ? (
        <>
          <br />
          {t('imprint.insuranceScope')}: {imprint.insuranceScope}
        </>
      ) : null}
    </>
  ) : null;
  return (
    <section
      className="prose prose--doc imprint-facts"
      aria-labelledby="imprint-facts-title"
      data-testid="imprint-facts"
    >
      <h2 id="imprint-facts-title">{t('imprint.facts')}</h2>
      <dl>
        {row(t('imprint.partnership'), imprint.partnership)}
        {row(t('imprint.register'), register, 'imprint-register')}
        {row(t('imprint.partners'), imprint.partners ? lines(imprint.partners) : '')}
        {row(t('imprint.professionalTitle'), title)}
        {row(t('imprint.bar'), bar, 'imprint-bar')}
        {row(
          t('imprint.rules'),
          imprint.rules.length ? (
            <ul>
              {imprint.rules.map((r) => (
                <li key={r.name}>{r.url ? <a href={r.url}>{r.name}</a> : r.name}</li>
              ))}
            </ul>
          ) : null,
        )}
        {row(t('imprint.insurer'), insurer)}
        {row(t('imprint.vatId'), imprint.vatId)}
        {row(t('imprint.disputeResolution'), imprint.disputeResolution ? lines(imprint.disputeResolution) : '')}
      </dl>
    </section>
  );
}
