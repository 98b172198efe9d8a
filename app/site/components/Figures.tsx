import { useI18n } from '#app/i18n/index.tsx';
import { useSiteConfig } from './site-data';

/** The counts whose visibility flag is on (shared with /about). */
export function Figures() {
  const { t, formatNumber } = useI18n();
  const config = useSiteConfig();
  const items = [
    config.isLawyerCountVisible ? { n: config.lawyerCount, label: t('about.count.lawyers') } : null,
    config.isTotalPeopleVisible ? { n: config.totalPeople, label: t('about.count.people') } : null,
    config.isBranchCountVisible ? { n: config.branchCount, label: t('about.count.offices') } : null,
  ].filter((x): x is { n: number; label: string } => x !== null);
  if (!items.length) return null;
  return (
    <dl className="figures">
      {items.map((item) => (
        <div key={item.label} className="figures__item">
          <dt className="figures__label">{item.label}</dt>
          <dd className="figures__value">{formatNumber(item.n)}</dd>
        </div>
      ))}
    </dl>
  );
}
