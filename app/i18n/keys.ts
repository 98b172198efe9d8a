// The message keys the catalogues know, as types (nothing here reaches the browser bundle).
import type { SITE_CATALOGUES } from './messages/index.ts';
import type { ADMIN_CATALOGUES } from '#app/admin/i18n.ts';

/** The en_US keys of each namespace in a union (distributes: the union of the keys, not their intersection). */
type KeysOf<C> = C extends { en_US: infer M } ? keyof M & string : never;

/** A key of the public site's catalogue (SITE_CATALOGUES, app/i18n/messages/index.ts). */
export type SiteKey = KeysOf<(typeof SITE_CATALOGUES)[keyof typeof SITE_CATALOGUES]>;

/** A key of the back office's catalogue (ADMIN_CATALOGUES, app/admin/i18n.ts). */
export type AdminKey = KeysOf<(typeof ADMIN_CATALOGUES)[keyof typeof ADMIN_CATALOGUES]>;

/** Any known key: what `t()` accepts. */
export type MessageKey = SiteKey | AdminKey;

/**
 * A key composed from data the server sends (an audit action, a role id, a field error code), which
 * the compiler cannot know: `t()` shows the key itself when no catalogue has it. Use it only for
 * such data; a key written in the code is checked as it is.
 */
export function dataKey(key: string): MessageKey {
  return key as MessageKey;
}
