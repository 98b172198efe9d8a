import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFound } from '../components/NotFound';

/** Every unmatched path: HTTP 404, rendered by the layout's error boundary inside the site's chrome. */
export function loader(_: Route.LoaderArgs) {
  throw data(null, { status: 404 });
}

export default function NotFoundPage() {
  return <NotFound />;
}
