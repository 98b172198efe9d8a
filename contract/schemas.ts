/**
 * The API's entity shapes (spec section 3) as TypeBox schemas: the one source of the types in
 * `entities.ts` and of the response schemas of the routes (which document them in the OpenAPI
 * output and serialise answers with fast-json-stringify: a property missing here is not sent).
 *
 * Server only at run time: the site and the back office import the types from `entities.ts`
 * with `import type`, so TypeBox never lands in a browser bundle.
 *
 * Identifiers are integers; `no` is the translation group key (a string such as "N00012").
 * Timestamps are ISO 8601 strings in UTC.
 */
import { Type } from '@sinclair/typebox';
import { LOCALES, type Locale } from './locales';
import { AUDIT_ACTIONS, AUDIT_NOTES, PERMISSIONS } from './roles';
import {
  ARTICLE_KINDS,
  CONTENT_KINDS,
  DOC_NAMES,
  PUBLICATION_STATUSES,
  TRASH_KINDS,
  VERSION_ACTIONS,
  CatalogType,
  type ArticleKind,
  type ContentKind,
  type DocName,
  type TrashKind,
  type VersionAction,
} from './enums';

type Flag = 0 | 1;

/** One of a fixed list of strings (documented as an enum; serialised as a plain string). */
const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/**
 * A string or integer that may be null, as a JSON Schema type list: fast-json-stringify
 * serialises it without trying alternatives, @fastify/swagger writes it as `nullable: true`.
 */
const OrNull = <T extends 'string' | 'integer'>(type: T, description?: string) =>
  Type.Unsafe<(T extends 'string' ? string : number) | null>({
    type: [type, 'null'],
    ...(description ? { description } : {}),
  });

export const LocaleSchema = OneOf<Locale>(LOCALES, 'de_DE, en_US or zh_CN');
/** Where the other languages of an item live: one row id per language. */
const TranslationsSchema = (description: string) =>
  Type.Array(Type.Object({ lang: LocaleSchema, id: Type.Integer() }), { description });

export const FlagSchema = Type.Unsafe<Flag>({ type: 'integer', enum: [0, 1], description: '0 or 1' });
const Time = Type.String({ description: 'ISO 8601, UTC' });
const No = Type.String({ description: 'Translation group key shared by the languages of one item' });
/** `view=items` in an admin list: the languages the item has (in LOCALES order). */
const ItemLangs = Type.Optional(
  Type.Array(LocaleSchema, { description: 'Only with view=items: the languages the item has, in LOCALES order' }),
);

export const PageableSchema = Type.Object({
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
  totalCount: Type.Integer(),
});

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  loginAccount: Type.String(),
  userName: Type.String(),
  roleId: Type.Integer({ description: '1 Administrator, 2 Editor, 3 Author (contract/roles.ts)' }),
  roleName: Type.String({ description: 'administrator, editor or author' }),
  headImg: OrNull('string'),
  lastLoginTime: OrNull('string'),
  languages: Type.Union([Type.Array(LocaleSchema), Type.Null()], {
    description: 'The languages the account may edit; null: all',
  }),
  permissions: Type.Array(OneOf(PERMISSIONS), { description: "What the account's role may do (contract/roles.ts)" }),
  totpEnabled: Type.Boolean({ description: 'Two-factor sign-in is on' }),
  mustChangePassword: Type.Boolean({
    description: 'Signed in with a one-time password: only a password change is allowed until it is set',
  }),
  mustEnableTotp: Type.Boolean({
    description:
      'The site requires two-factor sign-in and this account has not turned it on: only that is allowed until it is',
  }),
});

/** An account as the Accounts screen lists it. */
export const AccountSchema = Type.Object({
  id: Type.Integer(),
  loginAccount: Type.String(),
  userName: Type.String(),
  roleId: Type.Integer(),
  roleName: Type.String(),
  languages: Type.Union([Type.Array(LocaleSchema), Type.Null()]),
  disabled: Type.Boolean(),
  totpEnabled: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  lastLoginTime: OrNull('string'),
  createTime: Time,
  revision: Type.String({
    description:
      'name, role and languages as stored: send it back with a change to have it refused (409) if someone else changed them meanwhile',
  }),
});

/** A new account or a password reset: the one-time password, shown once (null when the caller set it). */
export const OneTimePasswordSchema = Type.Object({
  account: AccountSchema,
  password: OrNull('string', 'One-time password, shown once; the account must change it at its first sign-in'),
});

/** One place an account is signed in. */
export const SessionInfoSchema = Type.Object({
  id: Type.String({ description: 'Names the session for sign-out (not the token)' }),
  current: Type.Boolean({ description: 'The session of this request' }),
  userAgent: Type.String(),
  ip: Type.String(),
  createTime: Time,
  lastSeenTime: Time,
});

/** Turning two-factor sign-in on, step 1: the secret to put in an authenticator app. */
export const TotpSetupSchema = Type.Object({
  secret: Type.String({ description: 'Base32' }),
  otpauthUrl: Type.String(),
  qrSvg: Type.String({ description: 'The otpauth URL as an SVG QR code' }),
});

/** The site's security rules an Administrator sets. */
export const SecuritySettingsSchema = Type.Object({
  twoFactorRequired: Type.Boolean({ description: 'Every account must use two-factor sign-in' }),
});

/** The structured form of an audit entry's summary (contract/roles.ts, AUDIT_NOTES). */
export const AuditDetailSchema = Type.Object({
  note: OneOf(AUDIT_NOTES),
  values: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
  changes: Type.Optional(
    Type.Array(
      Type.Object({
        lang: Type.String(),
        change: OneOf(['added', 'removed', 'changed'] as const),
        fields: Type.Optional(Type.Array(Type.String(), { description: 'The changed fields, by their API names' })),
      }),
    ),
  ),
});

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  time: Time,
  account: OrNull('string', 'Login account (null: nobody signed in, e.g. a failed sign-in of an unknown account)'),
  ip: Type.String(),
  action: OneOf(AUDIT_ACTIONS),
  kind: OrNull('string', 'Content kind or area: news, lawyer, catalog, office, file, account, …'),
  key: OrNull('string', 'no, id or name of what was changed'),
  summary: Type.String({ description: 'What happened, in English' }),
  detail: Type.Union([AuditDetailSchema, Type.Null()], {
    description:
      'The same as data, for the back office to show in its language (null: entries that only have the summary)',
  }),
});

export const LanguageSchema = Type.Object({ langCode: LocaleSchema, langName: Type.String() });

/** Ready: the database answers and its schema is the one this version of the site writes (no versions or paths). */
export const HealthSchema = Type.Object({ database: Type.Literal('up'), schema: Type.Literal('current') });

export const CatalogTypeSchema = Type.Unsafe<CatalogType>({
  type: 'integer',
  enum: Object.values(CatalogType),
  description: 'NEWS=0, CASES=1',
});

/** One language of a category, with its sub-categories of the same language and type (siblings by sort). */
export const CatalogSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      id: Type.Integer(),
      no: No,
      name: Type.String(),
      lang: LocaleSchema,
      type: CatalogTypeSchema,
      parentId: OrNull('integer'),
      sort: Type.Integer(),
      createTime: Type.Optional(Time),
      updateTime: Type.Optional(Time),
      translations: Type.Optional(TranslationsSchema('Every language of this category (this row included)')),
      revision: Type.Optional(
        Type.String({
          description:
            'name and parent as stored (not the position): send it back with a change to have it refused (409) if someone else changed them meanwhile',
        }),
      ),
      childrenList: Type.Array(Self),
    }),
  { $id: 'Catalog' },
);

/** Where a language row stands in the editorial workflow (admin answers). */
const publication = {
  status: OneOf(PUBLICATION_STATUSES, "'draft', or 'published' (public once publishAt, if any, has passed)"),
  publishAt: OrNull('string', 'ISO 8601 UTC: a published row is public from then on; null: at once'),
};

const articleBase = {
  id: Type.Integer(),
  kind: OneOf<ArticleKind>(ARTICLE_KINDS),
  no: No,
  lang: LocaleSchema,
  title: Type.String(),
  cataId: OrNull('integer', 'Category (news and cases)'),
  cataName: OrNull('string', "The category's name"),
  contentUrl: OrNull('string', 'External link (news with isLink=1)'),
  coverUrl: Type.String(),
  isLink: FlagSchema,
  note: OrNull('string'),
  top: FlagSchema,
  views: Type.Integer(),
  createTime: Time,
  updateTime: Time,
  summary: Type.String({ description: 'Plain text, at most about 200 characters' }),
  coverAlt: OrNull('string', "The cover's alt text (empty: the cover is decorative)"),
};
/** Per language: the description for search results and link previews (empty: an excerpt of the text is used). */
const MetaDescription = OrNull(
  'string',
  'For <meta name="description">, Open Graph and JSON-LD; empty: an excerpt of the text',
);
/** A lawyer or practice area an article names, in the reader's language. */
const LinkedItem = Type.Object({ id: Type.Integer(), no: No, name: Type.String() });

/** News article, case analysis and honour share this shape: as the back office sees it. */
export const ArticleSchema = Type.Object({
  ...articleBase,
  ...publication,
  content: Type.String({ description: 'Rich text (HTML)' }),
  metaDescription: MetaDescription,
  clientConsent: Type.Optional(
    Type.Boolean({
      description: "Case analyses: the client's consent to be named is on file (§ 6 BORA); back office only",
    }),
  ),
  authorNos: Type.Array(No, { description: 'The lawyers who wrote it (their no), in order (news and cases)' }),
  practiceAreaNos: Type.Array(No, { description: 'The practice areas it belongs to (their no) (news and cases)' }),
  operatorName: OrNull('string'),
  langs: ItemLangs,
});
/** A public list item: no content, the summary instead. */
export const ArticleItemSchema = Type.Object(articleBase);
/** A public detail: the full article and where its other languages live. */
export const PublicArticleSchema = Type.Object({
  ...articleBase,
  content: Type.String({ description: 'Rich text (HTML)' }),
  metaDescription: MetaDescription,
  authors: Type.Array(LinkedItem, {
    description: 'The lawyers who wrote it, as the public may see them in this language',
  }),
  practiceAreas: Type.Array(LinkedItem, {
    description: 'Its practice areas, as the public may see them in this language',
  }),
  translations: TranslationsSchema('The languages the public may open of this item'),
});

export const BannerSchema = Type.Object({
  ...publication,
  id: Type.Integer(),
  lang: LocaleSchema,
  imgPath: Type.String(),
  title: Type.String(),
  subTitle: OrNull('string'),
  top: FlagSchema,
  linkUrl: OrNull('string'),
  sort: Type.Integer(),
  updateTime: Time,
});

const fieldProps = {
  ...publication,
  id: Type.Integer(),
  no: No,
  name: Type.String(),
  introduce: Type.String({ description: 'Rich text (HTML)' }),
  iconUrl: OrNull('string'),
  lang: LocaleSchema,
  sort: Type.Integer(),
  updateTime: Time,
  metaDescription: MetaDescription,
  inquiryEmail: Type.Optional(OrNull('string', "Back office only: the area's inquiry recipient")),
};
const Translations = Type.Optional(
  TranslationsSchema('Public details: the languages the public may open, with their ids'),
);
/** A practice area (spec: professional field) in one language. */
export const ProfessionalFieldSchema = Type.Object({ ...fieldProps, langs: ItemLangs, translations: Translations });
/** One practice area row with every language of its group. */
export const ProfessionalFieldDetailSchema = Type.Object({ ...fieldProps, group: Type.Array(Type.Object(fieldProps)) });

const Neighbour = Type.Union([Type.Object({ id: Type.Integer(), no: No, name: Type.String() }), Type.Null()]);
export const PageTurnSchema = Type.Object({ prev: Neighbour, next: Neighbour });

/** A job title or an office in one language. */
export const JobSchema = Type.Object({
  id: Type.Integer(),
  no: No,
  lang: LocaleSchema,
  name: Type.String(),
  sort: Type.Integer(),
  revision: Type.Optional(
    Type.String({
      description:
        'the row as stored: send it back with a change to have it refused (409) if someone else changed the row meanwhile',
    }),
  ),
});
/** An office in one language: a job's shape plus where it is (shown on lawyer profiles, in vCards and JSON-LD). */
export const OfficeSchema = Type.Object({
  ...JobSchema.properties,
  address: Type.String({
    description: 'Street, postcode and city as written in this language, lines separated by \\n',
  }),
  phone: Type.String(),
  openingHours: Type.Optional(
    Type.String({ description: 'Opening hours as written in this language, lines separated by \\n' }),
  ),
});

export const CustomContentSchema = Type.Object({ title: Type.String(), content: Type.String() });

export const LawyerTeamSchema = Type.Object({
  ...publication,
  id: Type.Integer(),
  no: No,
  lang: LocaleSchema,
  top: FlagSchema,
  sort: Type.Integer({ description: 'Place in the list (then name); shared by every language' }),
  photoUrl: OrNull('string'),
  photoAlt: OrNull('string', "The photo's alt text in this language (null: the media library's)"),
  name: Type.String(),
  jobs: Type.Array(
    Type.Object({ jobId: Type.Integer(), lawyerTeamId: Type.Integer(), name: Type.String(), lang: LocaleSchema }),
  ),
  jobIds: Type.Array(Type.Integer()),
  proFields: Type.Array(
    Type.Object({
      professionalFieldId: Type.Integer(),
      lawyerTeamId: Type.Integer(),
      name: Type.String(),
      lang: LocaleSchema,
    }),
  ),
  proFieldIds: Type.Array(Type.Integer()),
  phoneNumber: OrNull('string'),
  email: OrNull('string'),
  office: OrNull('integer', "The office's id"),
  officeName: OrNull('string'),
  languages: Type.Array(Type.String(), {
    description: "Languages the lawyer speaks, as display names in this row's language",
  }),
  intro: Type.String({ description: 'Rich text (HTML)' }),
  customContents: Type.Array(CustomContentSchema),
  metaDescription: MetaDescription,
  updateTime: Time,
  langs: ItemLangs,
  translations: Translations,
});

export const PortalConfigSchema = Type.Object({
  lang: LocaleSchema,
  name: Type.String(),
  iconUrl: OrNull('string'),
  address: OrNull('string'),
  email: OrNull('string'),
  tel: OrNull('string'),
  introduce: OrNull('string', 'Rich text (HTML)'),
  lawyerCount: Type.Integer(),
  isLawyerCountVisible: FlagSchema,
  totalPeople: Type.Integer(),
  isTotalPeopleVisible: FlagSchema,
  branchCount: Type.Integer(),
  isBranchCountVisible: FlagSchema,
  advantagesList: Type.Array(Type.Object({ title: Type.String(), content: Type.String() })),
  environmentList: Type.Array(Type.Object({ title: Type.String(), coverUrl: Type.String() })),
  revision: Type.Optional(
    Type.String({
      description:
        'the configuration as stored: send it back with a write to have it refused (409) if someone else saved meanwhile',
    }),
  ),
});

export const IconSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  createTime: Time,
});

export const UploadedFileSchema = Type.Object({
  fileId: Type.String(),
  url: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  width: OrNull('integer'),
  height: OrNull('integer'),
});

export const SiteDocumentSchema = Type.Object({
  ...publication,
  id: Type.Integer(),
  name: OneOf<DocName>(DOC_NAMES),
  lang: LocaleSchema,
  title: Type.String(),
  content: Type.String({ description: 'Rich text (HTML)' }),
  updateTime: Time,
  translations: Type.Optional(
    TranslationsSchema(
      'Public answer only: the languages the public may open of this document (this one included), each with its row id',
    ),
  ),
});

export const ContentKindSchema = OneOf<ContentKind>(
  CONTENT_KINDS,
  'news, case, honour, banner, lawyer, practiceArea or document',
);
const ItemKey = Type.String({
  description: "The item: its no (a banner: its id; a document: its name, e.g. 'privacy')",
});

/** One stored version of an item (every language of it; a banner: its one row). */
export const VersionSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: ContentKindSchema,
  key: ItemKey,
  action: OneOf<VersionAction>(VERSION_ACTIONS),
  operatorName: OrNull('string'),
  createTime: Time,
  /** The languages the version has. */
  langs: Type.Array(LocaleSchema),
});

/** A version with its snapshot: the rows as the admin detail calls answered them after that write. */
export const VersionSchema = Type.Object({
  ...VersionSummarySchema.properties,
  rows: Type.Array(Type.Record(Type.String(), Type.Unknown()), {
    description: 'The rows as the admin detail calls answer them',
  }),
});

/** An item in the trash: hidden everywhere, restorable until it is purged. */
export const TrashKindSchema = OneOf<TrashKind>(
  TRASH_KINDS,
  'news, case, honour, banner, lawyer, practiceArea, document or media (a file of the media library: key is its fileId)',
);

export const TrashEntrySchema = Type.Object({
  kind: TrashKindSchema,
  key: ItemKey,
  no: OrNull('string'),
  id: OrNull('integer', 'A banner: its id'),
  title: Type.String({ description: 'The title or name in the first language the item has' }),
  langs: Type.Array(LocaleSchema),
  deleteTime: Time,
  purgeTime: Time,
  operatorName: OrNull('string'),
});

/** A new preview link: `url` is relative to the site (with BASE_PATH) and carries the token. */
export const PreviewLinkSchema = Type.Object({ url: Type.String(), expiresAt: Time, id: Type.Integer() });

/** An active preview link of an item (the token itself is stored hashed and never shown again). */
export const PreviewLinkItemSchema = Type.Object({
  id: Type.Integer(),
  kind: ContentKindSchema,
  key: ItemKey,
  lang: LocaleSchema,
  createTime: Time,
  expiresAt: Time,
  operatorName: OrNull('string'),
  revocable: Type.Boolean({
    description:
      'The account asking may revoke it (an Author, the links it made; an account limited to some languages, links to pages in them)',
  }),
});
