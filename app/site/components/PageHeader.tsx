import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { FirmName } from './firm-name';
import { Phrases } from './Phrases';

/** The top of an inner page: breadcrumbs, eyebrow, the page's h1 and a lead paragraph, on the navy band. */
export function PageHeader({
  title,
  eyebrow,
  eyebrowIsName = false,
  lead,
  crumbs,
  meta,
}: {
  title: string;
  eyebrow?: string;
  /** The eyebrow is a proper name (the firm's): shown as spelled, not in capitals, its legal form unbroken. */
  eyebrowIsName?: boolean;
  lead?: ReactNode;
  crumbs?: Crumb[];
  /** Small line under the title, e.g. a date. */
  meta?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container">
        {crumbs?.length ? <Breadcrumbs items={crumbs} /> : null}
        {eyebrow ? (
          <p className={`eyebrow eyebrow--light${eyebrowIsName ? ' eyebrow--name' : ''}`}>
            {eyebrowIsName ? <FirmName name={eyebrow} /> : eyebrow}
          </p>
        ) : null}
        <h1 className="page-header__title">
          <Phrases text={title} />
        </h1>
        {meta ? <p className="page-header__meta">{meta}</p> : null}
        {lead ? <div className="page-header__lead">{lead}</div> : null}
      </div>
    </header>
  );
}
