import type { Generated } from 'kysely';

/** The columns of a row that is public only once published (lib/publication.ts). */
interface Publication {
  /** 'draft' | 'published' */
  status: Generated<string>;
  /** ISO 8601 UTC; a published row is public from then on (null: at once) */
  publish_at: string | null;
}

/** Table types. Times are ISO 8601 UTC strings; flags are 0/1 integers; lists are JSON text. */
export interface Database {
  admin_user: {
    id: Generated<number>;
    login_account: string;
    user_name: string;
    password_hash: string;
    role_id: number;
    role_name: string;
    head_img: string | null;
    last_login_time: string | null;
    created_at: string;
    /** JSON array of the locales the account may edit; null: all */
    languages: string | null;
    disabled_at: string | null;
    /** 1: signed in with a one-time password, which must be changed before anything else */
    must_change_password: Generated<number>;
    /** Base32 TOTP secret once two-factor sign-in is on */
    totp_secret: string | null;
    /** A secret being set up, until it is confirmed with a code */
    totp_pending_secret: string | null;
    /** The last time step a code was accepted for: a code is never accepted twice */
    totp_last_step: number | null;
  };
  admin_session: {
    token_hash: string;
    user_id: number;
    created_at: string;
    last_seen_at: string;
    ip: Generated<string>;
    user_agent: Generated<string>;
  };
  recovery_code: { user_id: number; code_hash: string };
  /** Append-only: nothing but the retention sweep deletes from it. */
  audit_log: {
    id: Generated<number>;
    at: string;
    user_id: number | null;
    account: string | null;
    ip: string;
    action: string;
    kind: string | null;
    item_key: string | null;
    summary: string;
    /** JSON: AuditDetail (contract/schemas.ts), or null. */
    detail: string | null;
  };
  login_failure: {
    id: Generated<number>;
    /** 'account:<name>' or 'ip:<address>' */
    key: string;
    at: string;
  };
  sequence: {
    name: string;
    value: number;
  };
  site_state: {
    key: string;
    value: string;
  };
  /** A version of an item: its rows as the back office reads them (JSON), after one write. */
  item_version: {
    id: Generated<number>;
    kind: string;
    item_key: string;
    action: string;
    operator_name: string | null;
    create_time: string;
    /** JSON array of the languages the version has. */
    langs: string;
    rows: string;
  };
  /** A deleted item: its rows and link rows exactly as stored (JSON: table → rows). */
  trash_item: {
    kind: string;
    item_key: string;
    title: string;
    langs: string;
    rows: string;
    operator_name: string | null;
    delete_time: string;
  };
  preview_link: {
    id: Generated<number>;
    token_hash: string;
    kind: string;
    item_key: string;
    lang: string;
    /** The public page the link opens (path relative to the base path, without the token). */
    page: string;
    operator_name: string | null;
    create_time: string;
    expires_at: string;
    /** JSON array of the locales whose drafts the link shows (its maker's languages); null: every language */
    langs: string | null;
    /** The account that made it: the link stops working when that account is disabled (null: made before this was kept) */
    user_id: number | null;
  };
  /** The lawyers who wrote an article (group keys; `sort`: their order). */
  article_lawyer: {
    kind: string;
    article_no: string;
    lawyer_no: string;
    sort: number;
  };
  /** The practice areas an article belongs to (group keys). */
  article_field: {
    kind: string;
    article_no: string;
    field_no: string;
    sort: number;
  };
  catalog: {
    id: Generated<number>;
    no: string;
    lang: string;
    type: number;
    name: string;
    parent_id: number | null;
    sort: number;
    create_time: string;
    update_time: string;
  };
  article: Publication & {
    id: Generated<number>;
    kind: string;
    no: string;
    lang: string;
    title: string;
    content: string;
    cata_id: number | null;
    content_url: string | null;
    cover_url: string;
    is_link: number;
    note: string | null;
    top: number;
    views: number;
    operator_name: string | null;
    create_time: string;
    update_time: string;
    meta_description: string | null;
    cover_alt: string | null;
    /** 1: the client named in a case analysis agreed to its publication (§ 6 BORA); never shown publicly */
    client_consent: Generated<number>;
  };
  banner: Publication & {
    id: Generated<number>;
    lang: string;
    img_path: string;
    title: string;
    sub_title: string | null;
    top: number;
    link_url: string | null;
    sort: number;
    create_time: string;
    update_time: string;
  };
  professional_field: Publication & {
    id: Generated<number>;
    no: string;
    lang: string;
    name: string;
    introduce: string;
    icon_url: string | null;
    sort: number;
    create_time: string;
    update_time: string;
    meta_description: string | null;
    /** Where inquiries about this practice area go when no lawyer is named (null: the site's e-mail) */
    inquiry_email: string | null;
  };
  job: { id: Generated<number>; no: string; lang: string; name: string; sort: number };
  office: {
    id: Generated<number>;
    no: string;
    lang: string;
    name: string;
    sort: number;
    address: Generated<string>;
    phone: Generated<string>;
    opening_hours: Generated<string>;
  };
  lawyer: Publication & {
    id: Generated<number>;
    no: string;
    lang: string;
    top: number;
    photo_url: string | null;
    /** The photo's alt text in this row's language (null: the media library's). */
    photo_alt: string | null;
    name: string;
    /** name folded for search (server/modules/search/analyse.ts) */
    search_name: string;
    phone_number: string | null;
    email: string | null;
    office_id: number | null;
    languages: string;
    intro: string;
    custom_contents: string;
    sort: number;
    create_time: string;
    update_time: string;
    meta_description: string | null;
  };
  lawyer_job: { lawyer_id: number; job_id: number };
  lawyer_field: { lawyer_id: number; field_id: number };
  portal_config: {
    lang: string;
    name: string;
    icon_url: string | null;
    address: string | null;
    email: string | null;
    tel: string | null;
    introduce: string | null;
    lawyer_count: number;
    is_lawyer_count_visible: number;
    total_people: number;
    is_total_people_visible: number;
    branch_count: number;
    is_branch_count_visible: number;
    advantages: string;
    environment: string;
    update_time: string;
  };
  icon: { id: Generated<number>; name: string; url: string; create_time: string };
  upload: {
    file_id: string;
    path: string;
    mime: string;
    size: number;
    width: number | null;
    height: number | null;
    original_name: string | null;
    create_time: string;
    /** The media library (migration 014): focal point in 0..1 (null: the centre), credit, tags (JSON array), uploader, last change */
    focal_x: number | null;
    focal_y: number | null;
    credit: string | null;
    tags: Generated<string>;
    uploader: string | null;
    update_time: string | null;
  };
  /** A library entry's title, alt text and caption in one language. */
  upload_text: { file_id: string; lang: string; title: string; alt: string; caption: string };
  /** The search index (server/modules/search): one row per content row, its analysed text. */
  search_doc: {
    id: Generated<number>;
    source: string;
    row_id: number;
    type: string;
    item_key: string;
    lang: string;
    status: string;
    publish_at: string | null;
    date: string | null;
    title: string;
    body: string;
    url: string;
    title_words: string;
    title_extra: string;
    body_words: string;
    body_extra: string;
  };
  document: Publication & {
    id: Generated<number>;
    name: string;
    lang: string;
    title: string;
    content: string;
    update_time: string;
  };
  /** An inquiry from the public site (server/modules/inquiries). */
  inquiry: {
    id: Generated<number>;
    name: string;
    email: string;
    phone: Generated<string>;
    company: Generated<string>;
    subject: string;
    message: string;
    /** The visitor's preferred language (a locale) */
    lang: string;
    /** Context: the lawyer, practice area (group keys) or article (id) it was sent from */
    lawyer_no: string | null;
    field_no: string | null;
    article_id: number | null;
    /** The consent text the visitor agreed to, as shown, and its version */
    consent_text: string;
    consent_version: number;
    /** new | in_progress | answered | closed */
    status: Generated<string>;
    assignee_id: number | null;
    notes: Generated<string>;
    /** JSON array of {status, at, account} */
    history: Generated<string>;
    ip: Generated<string>;
    closed_at: string | null;
    create_time: string;
    update_time: string;
  };
  /** Mail to send: written with what causes it, sent by the outbox worker (claimed with a lock). */
  outbox: {
    id: Generated<number>;
    inquiry_id: number | null;
    /** 'notification' | 'acknowledgement' */
    purpose: string;
    to_address: string;
    reply_to: string | null;
    subject: string;
    body: string;
    attempts: Generated<number>;
    next_attempt_at: string;
    /** A worker holds the row until then (a worker that died lets it go) */
    locked_until: string | null;
    last_error: string | null;
    sent_at: string | null;
    create_time: string;
  };
  /** What the inquiry limits count: one row per counted event (key: 'inquiry-ip:…', 'inquiry-mail:…'). */
  rate_event: { id: Generated<number>; key: string; at: string };
  /**
   * The admin API's rate limit (server/lib/shared-rate-limit.ts): one row per client address and
   * fixed window (key: '<address>|<window start, ISO>'), the hits every node has folded in.
   */
  rate_window: { key: string; hits: number; expires_at: string };
}
