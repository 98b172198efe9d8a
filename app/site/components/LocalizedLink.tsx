import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useRootData, withLang } from './site-data';

/** A path that keeps ?lang=<locale> when the current page was rendered from a ?lang= URL. */
export function useLocalizedHref(to: string): string {
  const root = useRootData();
  return withLang(to, root?.locale, root?.localeFromUrl);
}

type Props = Omit<LinkProps, 'to'> & { to: string };

/**
 * react-router's Link for internal paths (the base path is added by the router): keeps ?lang=
 * and preloads the route's code and data on hover/focus.
 */
export const LocalizedLink = forwardRef<HTMLAnchorElement, Props>(function LocalizedLink({ to, prefetch = 'intent', ...rest }, ref) {
  const href = useLocalizedHref(to);
  return <Link ref={ref} to={href} prefetch={prefetch} {...rest} />;
});

type NavProps = Omit<NavLinkProps, 'to'> & { to: string };

/** NavLink variant (aria-current="page" on the active section) for navigation menus. */
export const LocalizedNavLink = forwardRef<HTMLAnchorElement, NavProps>(function LocalizedNavLink({ to, prefetch = 'intent', ...rest }, ref) {
  const href = useLocalizedHref(to);
  return <NavLink ref={ref} to={href} prefetch={prefetch} {...rest} />;
});
