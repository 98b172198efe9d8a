import { useParams } from 'react-router';
import { findKind } from '../../articles/kinds';
import { ArticleEditor } from '../../articles/ArticleEditor';
import { AdminNotFound } from '../not-found';

/** News only: an item that links to another site (isLink=1). */
export default function ArticleEditExternalPage() {
  const kind = findKind(useParams().kind);
  return kind?.links ? <ArticleEditor kind={kind} external key={kind.kind} /> : <AdminNotFound />;
}
