import type { Catalogue } from '../index';

/** Public-site messages. */
export const site: Catalogue = {
  de_DE: {},
  en_US: {},
  zh_CN: {},
};
