import { Type, type Static } from '@sinclair/typebox';
import { CacheBuster, LangFilter, LangSchema, Obj, envelope } from '#server/lib/http/index.ts';
import { LOCALES } from '#contract/locales.ts';
import { CatalogSchema } from '#contract/schemas.ts';
import { RevisionSchema } from '#server/lib/revision.ts';

const DbId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const CatalogTypeSchema = Type.Integer({ minimum: 0, maximum: 1, description: 'NEWS=0, CASES=1' });

/** One language of one category. */
export const CatalogElement = Obj({
  id: Type.Optional(DbId),
  no: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  lang: LangSchema,
  type: Type.Optional(CatalogTypeSchema),
  parentId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.Null()], {
      description: 'Parent catalog of the same language and type; null or 0 for a root',
    }),
  ),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  revision: Type.Optional(RevisionSchema),
});
export type CatalogElement = Static<typeof CatalogElement>;

export const CatalogBody = Type.Array(CatalogElement, {
  minItems: 1,
  maxItems: LOCALES.length,
  description: 'One element per language of one category; the elements share `no`',
});

export const CatalogListQuery = Obj({
  type: Type.Optional(CatalogTypeSchema),
  lang: Type.Optional(LangFilter('de_DE, en_US or zh_CN; all languages when omitted or empty')),
  no: Type.Optional(Type.String({ maxLength: 40, description: 'Only the rows of this translation group' })),
  ...CacheBuster,
});

export const PublicCatalogQuery = Obj({ type: Type.Optional(CatalogTypeSchema), ...CacheBuster });

export const SortBody = Obj({ sourceId: DbId, targetId: DbId });

/** One language of a category in the answers (contract/schemas.ts): with its translations and sub-categories. */
export type CatalogNode = Static<typeof CatalogSchema>;

export const CatalogTreeResponse = envelope(Type.Array(CatalogSchema));
export const CatalogNodeResponse = envelope(CatalogSchema);
