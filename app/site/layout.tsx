import {
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { preload } from 'react-dom';
import enhanceScript from 'virtual:site-enhance';
import serifFont from '@fontsource/eb-garamond/files/eb-garamond-latin-600-normal.woff2?url';
import sansFont from '@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff2?url';
import sansSemiboldFont from '@fontsource/source-sans-3/files/source-sans-3-latin-600-normal.woff2?url';
import type { Route } from './+types/layout';
import type { PortalConfig } from '#contract/entities.ts';
import type { PublicMedia } from '#contract/media.ts';
import { emptyConfig } from '#contract/portal-config.ts';
import { useI18n } from '../i18n';
import { ChunkErrorNotice, isChunkLoadError } from '../chunk-errors';
import { pageMeta } from './seo';
import {
  LAYOUT_ID,
  metaConfig,
  metaI18n,
  metaRoot,
  resultOf,
  useRootData,
  useSiteConfig,
  type SiteLayoutData,
} from './components/site-data';
import { LocalizedLink, LocalizedNavLink } from './components/LocalizedLink';
import { LanguageLinks, LanguageMenu } from './components/LanguageMenu';
import { ContactList } from './components/Contact';
import { NotFound, ErrorNotice } from './components/NotFound';
import { Picture } from './components/Picture';
import { Icon } from './components/icons';
import { SearchForm, useSearchQuery } from './components/SearchForm';
import { FirmName, firmName } from './components/firm-name';
import './styles/site.css';
// The inner pages' styles too: one stylesheet for every public page (no second request on a click).
import './components/pages/pages.css';
import './components/inquiry/inquiry.css';
import { sitePathOf } from '#contract/urls.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const [env, media] = await Promise.all([
    context.api<PortalConfig>('/user/portal-config', { lang: context.locale }),
    context.api<PublicMedia[]>('/user/media', { lang: context.locale }),
  ]);
  // The render's script mark (SiteContext.scriptNonce): the page's one inline script, the
  // speculation rules, carries it so the server allows it by hash (server/web/csp.ts).
  return {
    config: resultOf(env) ?? emptyConfig(context.locale),
    media: resultOf(media) ?? [],
    scriptNonce: context.scriptNonce,
  };
}

/** The configuration is loaded once per document; the language only changes with a reload. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/** Default head for pages without their own meta, and the not-found head when a child threw. */
export function meta({ matches, error, location }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  const config = metaConfig(matches);
  const notFound = error !== undefined;
  return pageMeta({
    root: metaRoot(matches),
    path: sitePathOf(location.pathname),
    title: i18n.t(
      notFound
        ? isRouteErrorResponse(error) && error.status === 404
          ? 'error.notFound.title'
          : 'error.generic.title'
        : 'site.defaultTitle',
    ),
    siteName: config?.name,
    description: i18n.t('site.defaultDescription'),
    noindex: notFound,
  });
}

export const NAV_ITEMS = [
  { to: '/home', key: 'nav.home' },
  { to: '/about', key: 'nav.about' },
  { to: '/services', key: 'nav.services' },
  { to: '/team', key: 'nav.team' },
  { to: '/news', key: 'nav.news' },
  { to: '/case', key: 'nav.cases' },
  { to: '/contact', key: 'nav.contact' },
] as const;

const DOC_LINKS = [
  { to: '/docs/imprint', key: 'footer.imprint' },
  { to: '/docs/privacy', key: 'footer.privacy' },
  { to: '/docs/terms', key: 'footer.terms' },
  { to: '/docs/accessibility', key: 'footer.accessibility' },
] as const;

function SiteHeader() {
  const { t } = useI18n();
  const config = useSiteConfig();
  const query = useSearchQuery();
  const links = (className: string) => (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <LocalizedNavLink to={item.to} className="nav__link">
            {t(item.key)}
          </LocalizedNavLink>
        </li>
      ))}
    </ul>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <LocalizedLink
          to="/home"
          className="brand"
          aria-label={`${config.name || t('site.defaultTitle')} – ${t('nav.home')}`}
        >
          {config.iconUrl ? (
            <Picture src={config.iconUrl} alt="" sizes="44px" width={44} height={44} className="brand__logo" eager />
          ) : null}
          <span className="brand__name">
            <FirmName name={config.name || t('site.defaultTitle')} />
          </span>
        </LocalizedLink>
        <nav className="nav nav--desktop" aria-label={t('nav.label')}>
          {links('nav__list')}
        </nav>
        <div className="site-header__tools">
          <SearchForm className="search-form--header" query={query} />
          {/* Where the header has no room for the box: a link to the search page, which has one. */}
          <LocalizedLink to="/search" className="search-link" aria-label={t('search.title')}>
            <Icon name="search" size={20} />
          </LocalizedLink>
          <LanguageMenu />
          <details className="nav-mobile" data-menu>
            <summary className="nav-mobile__toggle">
              <Icon name="menu" size={22} />
              <span className="nav-mobile__label">{t('nav.menu')}</span>
            </summary>
            <div className="nav--mobile">
              <SearchForm className="search-form--menu" query={query} />
              <nav className="nav" aria-label={t('nav.label')}>
                {links('nav__list nav__list--mobile')}
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { t } = useI18n();
  const config = useSiteConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__firm">
          <p className="site-footer__name">
            <FirmName name={config.name || t('site.defaultTitle')} />
          </p>
          <ContactList config={config} className="contact-list--footer" />
        </div>
        <nav aria-label={t('footer.navLabel')}>
          <h2 className="site-footer__heading">{t('footer.sitemap')}</h2>
          <ul className="site-footer__links">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to}>{t(item.key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legalLabel')}>
          <h2 className="site-footer__heading">{t('footer.legal')}</h2>
          <ul className="site-footer__links">
            {DOC_LINKS.map((item) => (
              <li key={item.to}>
                <LocalizedLink to={item.to}>{t(item.key)}</LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">{t('language.label')}</h2>
          <LanguageLinks className="site-footer__links" />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {firmName(config.name)}
        </p>
      </div>
    </footer>
  );
}

/**
 * Hover preloading from the browser (Speculation Rules, prefetch on "moderate" eagerness: the
 * pointer resting on a link, or pressing it): every same-origin link of the site except the back
 * office, the API, vCard downloads, links that open elsewhere and those marked data-no-prefetch.
 * Browsers without Speculation Rules get the enhancement script's fallback (enhance/prefetch.ts).
 */
export function speculationRules(basePath: string) {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: `${basePath}/*` },
            { not: { href_matches: [`${basePath}/admin*`, `${basePath}/api/*`, `${basePath}/team/vcard/*`] } },
            { not: { selector_matches: '[data-no-prefetch], [data-no-prefetch] a, [download], [target="_blank"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The speculation rules and the enhancement script (docs/decisions/009); the page works without both. */
function SiteScripts() {
  const root = useRootData();
  const layout = useRouteLoaderData<SiteLayoutData>(LAYOUT_ID);
  const basePath = root?.basePath ?? '';
  return (
    <>
      {layout?.scriptNonce ? (
        <script
          type="speculationrules"
          nonce={layout.scriptNonce}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules(basePath)) }}
        />
      ) : null}
      <script src={`${basePath}/${enhanceScript}`} data-base={basePath} async />
    </>
  );
}

/**
 * The font files above the fold, preloaded (React puts the links in the head): the heading
 * serif and the text sans in its two weights, Latin subset (styles/fonts.css). Chinese pages set
 * headings and labels in the system's CJK fonts, so they preload only the sans (for Latin words
 * and figures).
 */
function preloadFonts(locale: string) {
  const font = { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' } as const;
  if (!locale.startsWith('zh')) preload(serifFont, font);
  preload(sansFont, font);
  // The semibold (buttons, eyebrows, the language button) is above the fold too: without it a slow
  // first load drew them in a wide system bold beside the web font (issue 29). Chinese pages keep
  // their rule: their labels are Han characters from the system's fonts.
  if (!locale.startsWith('zh')) preload(sansSemiboldFont, font);
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t, locale } = useI18n();
  const root = useRootData();
  preloadFonts(locale);
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {root?.preview ? (
        <div role="status" className="preview-bar">
          <div className="container preview-bar__inner">
            <strong>{t('preview.bar')}</strong> <span>{t('preview.barText')}</span>
          </div>
        </div>
      ) : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter />
      <SiteScripts />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors below the layout (unknown paths, unknown ids on detail pages) render inside the site's chrome. */
export function ErrorBoundary() {
  const error = useRouteError();
  const i18n = useI18n();
  if (isChunkLoadError(error)) return <ChunkErrorNotice i18n={i18n} error={error} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return <Shell>{notFound ? <NotFound /> : <ErrorNotice />}</Shell>;
}
