import type { PortalConfig } from '#contract/entities.ts';
import { absoluteUrl } from '../seo';

/** Parts of a German address line such as "Brienner Straße 48, 80333 München, Deutschland". */
function postalAddress(address: string) {
  const m = /^(.+?),\s*(\d{5})\s+([^,]+)/.exec(address);
  const postalCode = m?.[2] ?? /\b(\d{5})\b/.exec(address)?.[1];
  return {
    '@type': 'PostalAddress',
    streetAddress: m ? m[1].trim() : address,
    ...(postalCode ? { postalCode } : {}),
    addressLocality: m ? m[3].trim() : 'München',
    addressRegion: 'Bayern',
    addressCountry: 'DE',
  };
}

/** schema.org LegalService for the firm and its Munich office (home and about pages). */
export function legalServiceLd(
  config: PortalConfig | undefined,
  origin: string,
  basePath: string,
  pageUrl: string,
): Record<string, unknown> | undefined {
  if (!config?.name) return undefined;
  const url = `${origin}${basePath}/home`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    '@id': `${url}#firm`,
    name: config.name,
    url,
    mainEntityOfPage: pageUrl,
    ...(config.iconUrl
      ? { logo: absoluteUrl(origin, config.iconUrl), image: absoluteUrl(origin, config.iconUrl) }
      : {}),
    ...(config.tel ? { telephone: config.tel } : {}),
    ...(config.email ? { email: config.email } : {}),
    ...(config.address ? { address: postalAddress(config.address) } : {}),
    areaServed: ['DE', 'EU'],
    knowsLanguage: ['de', 'en', 'zh'],
  };
}
