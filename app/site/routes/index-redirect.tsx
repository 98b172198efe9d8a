import { redirect } from 'react-router';
import type { Route } from './+types/index-redirect';

/** The empty path redirects to /home (spec section 2), keeping ?lang=. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${context.basePath}/home${url.search}`);
}
