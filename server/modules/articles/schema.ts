import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CacheBuster, Flag, LangSchema, Obj, PagingQuery, UrlString } from '../../lib/http';
import { LOCALES } from '../../../contract/locales';
import type { ArticleKindConfig } from '../../../contract/article-kinds';

const DbId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** 0 (or an empty value) means "no filter", which is what list screens send for "all". */
const OptionalFilterId = Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 }));

/** The body element: one language of one item. Fields a kind does not have are dropped. */
export function elementSchema(cfg: ArticleKindConfig) {
  const props: Record<string, TSchema> = {
    id: Type.Optional(DbId),
    no: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'Translation group; assigned by the server on create when omitted' })),
    lang: LangSchema,
    title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
    coverUrl: UrlString,
    content: Type.Optional(Type.Union([Type.String({ maxLength: 2_000_000 }), Type.Null()], { description: 'Rich text (HTML), sanitised on write' })),
    top: Type.Optional(Flag),
  };
  if (cfg.catalogType !== null) props.cataId = DbId;
  if (cfg.links) {
    props.isLink = Type.Optional(Flag);
    props.contentUrl = Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()], { description: 'http(s) URL; required when isLink=1' }));
    props.note = Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()]));
  }
  return Obj(props);
}

export interface ArticleElement {
  id?: number;
  no?: string;
  lang: (typeof LOCALES)[number];
  title: string;
  coverUrl: string;
  content?: string | null;
  top?: 0 | 1 | number;
  cataId?: number;
  isLink?: number;
  contentUrl?: string | null;
  note?: string | null;
}

export function bodySchema(cfg: ArticleKindConfig) {
  return Type.Array(elementSchema(cfg), {
    minItems: 1,
    maxItems: LOCALES.length,
    description: 'One element per language of one item; the elements share `no`. All or nothing.',
  });
}

export function adminListQuery(cfg: ArticleKindConfig) {
  return Obj({
    ...PagingQuery,
    title: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive part of the title' })),
    no: Type.Optional(Type.String({ maxLength: 40, description: 'Translation group: all its languages' })),
    lang: Type.Optional(Type.String({ maxLength: 10, description: 'de_DE, en_US or zh_CN' })),
    ...(cfg.catalogType !== null ? { cataId: OptionalFilterId } : {}),
  });
}

export function publicListQuery(cfg: ArticleKindConfig) {
  return Obj({
    ...PagingQuery,
    no: Type.Optional(Type.String({ maxLength: 40 })),
    lang: Type.Optional(Type.String({ maxLength: 10, description: 'Overrides X-Language when it names a supported language' })),
    ...(cfg.catalogType !== null ? { cataId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Catalog; its sub-catalogs are included' })) } : {}),
  });
}

export const GetQuery = Obj({ ...CacheBuster });

export type AdminListQuery = Static<ReturnType<typeof adminListQuery>> & { cataId?: number };
export type PublicListQuery = Static<ReturnType<typeof publicListQuery>> & { cataId?: number };

const Nullable = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);

const baseProps = {
  id: Type.Integer(),
  kind: Type.String({ description: 'news, case or honour' }),
  no: Type.String({ description: 'Translation group key shared by the languages of one item' }),
  lang: Type.String(),
  title: Type.String(),
  cataId: Nullable(Type.Integer()),
  cataName: Nullable(Type.String()),
  contentUrl: Nullable(Type.String()),
  coverUrl: Type.String(),
  isLink: Type.Integer(),
  note: Nullable(Type.String()),
  top: Type.Integer(),
  views: Type.Integer(),
  createTime: Type.String({ description: 'ISO 8601, UTC' }),
  updateTime: Type.String({ description: 'ISO 8601, UTC' }),
  summary: Type.String({ description: 'Plain text, at most about 200 characters' }),
};

export const AdminArticleSchema = Type.Object({ ...baseProps, content: Type.String(), operatorName: Nullable(Type.String()) });
export const PublicItemSchema = Type.Object(baseProps);
export const PublicArticleSchema = Type.Object({
  ...baseProps,
  content: Type.String(),
  translations: Type.Array(Type.Object({ lang: Type.String(), id: Type.Integer() }), { description: 'Every language of this item' }),
});

const Pageable = Type.Object({ pageNo: Type.Integer(), pageSize: Type.Integer(), totalCount: Type.Integer() });

/** The 200 answer: the envelope around `result`. */
export function envelope<T extends TSchema>(result: T) {
  return {
    200: Type.Object({ result, message: Type.String(), status: Type.Integer(), pageable: Type.Optional(Pageable) }),
  };
}
