import { useParams } from 'react-router';
import { findKind } from '../../articles/kinds';
import { ArticleEditor } from '../../articles/ArticleEditor';
import { AdminNotFound } from '../not-found';

export default function ArticleEditPage() {
  const kind = findKind(useParams().kind);
  return kind ? <ArticleEditor kind={kind} external={false} key={kind.kind} /> : <AdminNotFound />;
}
