import type { ReactNode } from 'react';

/** The heading band of a list page: the page's one h1 and a short lead. */
export function PageIntro({ title, lead, eyebrow, children }: { title: string; lead?: string | null; eyebrow?: ReactNode; children?: ReactNode }) {
  return (
    <header className="pg-intro">
      <div className="pg-container">
        {eyebrow ? <p className="pg-intro__eyebrow">{eyebrow}</p> : null}
        <h1 className="pg-intro__title">{title}</h1>
        {lead ? <p className="pg-intro__lead">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
