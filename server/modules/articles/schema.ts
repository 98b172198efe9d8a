import { Type, type Static, type TObject, type TOptional } from '@sinclair/typebox';
import {
  CacheBuster,
  Flag,
  LangFilter,
  LangSchema,
  MetaDescriptionInput,
  NoString,
  Obj,
  PagingQuery,
  UrlString,
} from '#server/lib/http/index.ts';
import { LOCALES } from '#contract/locales.ts';
import type { ArticleKindConfig } from '#contract/article-kinds.ts';
import { ItemViewQuery } from '#server/lib/item-list.ts';
import { PublicationProps, StatusFilterQuery } from '#server/lib/publication.ts';

const DbId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** 0 (or an empty value) means "no filter", which is what list screens send for "all". */
const OptionalFilterId = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }));

const ElementProps = {
  id: Type.Optional(DbId),
  no: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: NoString.pattern,
      description: 'Translation group; assigned by the server on create when omitted',
    }),
  ),
  lang: LangSchema,
  title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
  coverUrl: UrlString,
  content: Type.Optional(
    Type.Union([Type.String({ maxLength: 500_000 }), Type.Null()], {
      description: 'Rich text (HTML), sanitised on write',
    }),
  ),
  top: Type.Optional(Flag),
  ...PublicationProps,
  // Left out, these keep their stored values (clients of the specification do not know them).
  coverAlt: Type.Optional(
    Type.Union([Type.String({ maxLength: 300 }), Type.Null()], {
      description: "The cover's alt text in this language; empty: decorative",
    }),
  ),
  metaDescription: Type.Optional(MetaDescriptionInput),
  createTime: Type.Optional(
    Type.String({
      maxLength: 30,
      pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z)?$',
      description:
        'The publication date shown and sorted by (every language of the item), ISO 8601 UTC; may lie in the past',
    }),
  ),
  authorNos: Type.Optional(
    Type.Array(NoString, {
      maxItems: 20,
      description: 'The lawyers who wrote it (their no), in order; shared by every language',
    }),
  ),
  practiceAreaNos: Type.Optional(
    Type.Array(NoString, {
      maxItems: 20,
      description: 'The practice areas it belongs to (their no); shared by every language',
    }),
  ),
};
/** Case analyses (cfg.kind 'case'): § 6 BORA. */
const CaseProps = {
  clientConsent: Type.Optional(
    Type.Boolean({
      description: "The client's consent to be named is on file (§ 6 BORA); the item's, every language's; never public",
    }),
  ),
};
/** Kinds with categories (cfg.catalogType). */
const CategoryProps = { cataId: DbId };
/** Kinds with external links and a note (cfg.links). */
const LinkProps = {
  isLink: Type.Optional(Flag),
  contentUrl: Type.Optional(
    Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'http(s) URL; required when isLink=1' }),
  ),
  note: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
};

/** Every field an element of any kind may have (the body of every kind is one of these): what the repository writes from. */
export type ArticleElement = Static<
  TObject<typeof ElementProps & { cataId: TOptional<typeof DbId> } & typeof LinkProps & typeof CaseProps>
>;

/** The body element: one language of one item. Fields a kind does not have are dropped. */
export function elementSchema(cfg: ArticleKindConfig) {
  if (cfg.kind === 'case' && cfg.catalogType !== null) return Obj({ ...ElementProps, ...CategoryProps, ...CaseProps });
  if (cfg.catalogType !== null && cfg.links) return Obj({ ...ElementProps, ...CategoryProps, ...LinkProps });
  if (cfg.catalogType !== null) return Obj({ ...ElementProps, ...CategoryProps });
  if (cfg.links) return Obj({ ...ElementProps, ...LinkProps });
  return Obj(ElementProps);
}

export function bodySchema(cfg: ArticleKindConfig) {
  return Type.Array(elementSchema(cfg), {
    minItems: 1,
    maxItems: LOCALES.length,
    description: 'One element per language of one item; the elements share `no`. All or nothing.',
  });
}

/** List filters by the lawyers and practice areas articles name. */
const LinkFilters = {
  author: Type.Optional(Type.String({ maxLength: 40, description: 'Only articles written by this lawyer (its no)' })),
  practiceArea: Type.Optional(
    Type.String({ maxLength: 40, description: 'Only articles of this practice area (its no)' }),
  ),
};

export function adminListQuery(cfg: ArticleKindConfig) {
  return Obj({
    ...PagingQuery,
    title: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the title' })),
    no: Type.Optional(Type.String({ maxLength: 40, description: 'Translation group: all its languages' })),
    lang: Type.Optional(LangFilter('de_DE, en_US or zh_CN (with view=items: the language each item is shown in)')),
    ...(cfg.catalogType !== null ? { cataId: OptionalFilterId } : {}),
    ...LinkFilters,
    ...StatusFilterQuery,
    ...ItemViewQuery,
  });
}

export function publicListQuery(cfg: ArticleKindConfig) {
  return Obj({
    ...PagingQuery,
    no: Type.Optional(Type.String({ maxLength: 40 })),
    lang: Type.Optional(
      Type.String({ maxLength: 10, description: 'Overrides X-Language when it names a supported language' }),
    ),
    ...(cfg.catalogType !== null
      ? {
          cataId: Type.Optional(
            Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Catalog; its sub-catalogs are included' }),
          ),
        }
      : {}),
    ...LinkFilters,
  });
}

export const GetQuery = Obj({ ...CacheBuster });

export type AdminListQuery = Static<ReturnType<typeof adminListQuery>> & { cataId?: number };
export type PublicListQuery = Static<ReturnType<typeof publicListQuery>> & { cataId?: number };
