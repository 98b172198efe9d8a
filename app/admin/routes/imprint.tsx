import { ImprintForm } from './ImprintForm';

/** Site → Imprint: the Impressum's structured, mandatory part per language (its own screen: one set of language tabs per page). */
export default function ImprintPage() {
  return (
    <div className="admin-page">
      <ImprintForm />
    </div>
  );
}
