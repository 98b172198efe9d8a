import { useParams } from 'react-router';
import { findKind } from '#app/admin/articles/kinds.ts';
import { ArticleEditor } from '#app/admin/articles/ArticleEditor.tsx';
import { AdminNotFound } from '../not-found';

export default function ArticleEditPage() {
  const kind = findKind(useParams().kind);
  return kind ? <ArticleEditor kind={kind} external={false} key={kind.kind} /> : <AdminNotFound />;
}
