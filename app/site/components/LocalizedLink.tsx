import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useRootData, withLang } from './site-data';

/** A path that keeps ?lang=<locale> when the current page was rendered from a ?lang= URL. */
export function useLocalizedHref(to: string): string {
  const root = useRootData();
  return withLang(to, root?.locale, root?.localeFromUrl);
}

type Props = Omit<LinkProps, 'to' | 'prefetch'> & { to: string };

/**
 * A link to a site path, rendered on the server as a plain <a> with the base path and ?lang= kept
 * (public pages do not hydrate: following it loads the page; the browser prefetches it on hover
 * from the page's speculation rules).
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Props>(function LocalizedLink({ to, ...rest }, ref) {
  const href = useLocalizedHref(to);
  return <Link ref={ref} to={href} {...rest} />;
});

type NavProps = Omit<NavLinkProps, 'to' | 'prefetch'> & { to: string };

/** NavLink variant (aria-current="page" on the active section) for navigation menus. */
export const LocalizedNavLink = forwardRef<HTMLAnchorElement, NavProps>(function LocalizedNavLink(
  { to, ...rest },
  ref,
) {
  const href = useLocalizedHref(to);
  return <NavLink ref={ref} to={href} {...rest} />;
});
