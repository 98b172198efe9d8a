import { useParams } from 'react-router';
import { findKind } from '#app/admin/articles/kinds.ts';
import { ArticleEditor } from '#app/admin/articles/ArticleEditor.tsx';
import { AdminNotFound } from '../not-found';

/** News only: an item that links to another site (isLink=1). */
export default function ArticleEditExternalPage() {
  const kind = findKind(useParams().kind);
  return kind?.links ? <ArticleEditor kind={kind} external key={kind.kind} /> : <AdminNotFound />;
}
