// The message keys the catalogues know, as types (nothing here reaches the browser bundle).
import type { common } from './messages/common.ts';
import type { site } from './messages/site.ts';
import type { sitePages } from './messages/site-pages.ts';
import type { siteSearch } from './messages/site-search.ts';
import type { siteInquiry } from './messages/site-inquiry.ts';
import type { imprintMessages } from './messages/imprint.ts';
import type { admin, adminAccounts } from './messages/admin.ts';
import type { adminContent, adminWorkflow } from './messages/admin-content.ts';
import type { adminOrder } from './messages/admin-order.ts';
import type { adminInquiries } from './messages/admin-inquiries.ts';
import type { adminEditors } from './messages/admin-editors.ts';
import type { adminMedia } from './messages/admin-media.ts';
import type { adminShell } from './messages/admin-shell.ts';

/** The en_US keys of each namespace in a union (distributes: the union of the keys, not their intersection). */
type KeysOf<C> = C extends { en_US: infer M } ? keyof M & string : never;

/** A key of the public site's catalogue (app/i18n/messages/index.ts). */
export type SiteKey = KeysOf<
  typeof common | typeof site | typeof sitePages | typeof siteSearch | typeof siteInquiry | typeof imprintMessages
>;

/** A key of the back office's catalogue (app/admin/i18n.ts). */
export type AdminKey = KeysOf<
  | typeof common
  | typeof admin
  | typeof adminAccounts
  | typeof adminContent
  | typeof adminWorkflow
  | typeof adminOrder
  | typeof adminInquiries
  | typeof adminEditors
  | typeof imprintMessages
  | typeof adminMedia
  | typeof adminShell
>;

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
