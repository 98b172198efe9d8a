import type { Catalogue } from '../index';

/** Public-site messages of the services, team, news and case pages (kept apart from site.ts to avoid edit clashes). */
export const sitePages: Catalogue = {
  de_DE: {},
  en_US: {},
  zh_CN: {},
};
