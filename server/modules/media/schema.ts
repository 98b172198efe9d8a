import { Type } from '@sinclair/typebox';
import { MEDIA_LIMITS, MEDIA_TYPES, MEDIA_USE_KINDS } from '#contract/media.ts';
import { LOCALES, type Locale } from '#contract/locales.ts';
import { LangSchema, Obj, PagingQuery } from '#server/lib/http/index.ts';

const OrNull = (type: 'string' | 'integer' | 'number') => Type.Unsafe({ type: [type, 'null'] });
const OneOf = (values: readonly string[]) => Type.Unsafe<string>({ type: 'string', enum: [...values] });

const Text = Type.Object({ title: Type.String(), alt: Type.String(), caption: Type.String() });
const Texts = Type.Object({ de_DE: Type.Optional(Text), en_US: Type.Optional(Text), zh_CN: Type.Optional(Text) });
const Focal = Type.Object({
  x: Type.Number({ minimum: 0, maximum: 1 }),
  y: Type.Number({ minimum: 0, maximum: 1 }),
});
const FocalOrNull = Type.Unsafe({ anyOf: [Focal, { type: 'null' }] });

export const MediaUseSchema = Type.Object({
  kind: OneOf(MEDIA_USE_KINDS),
  no: OrNull('string'),
  id: OrNull('integer'),
  field: Type.String({
    description: 'The API field that holds the file (coverUrl, content, photoUrl, environmentList, …)',
  }),
  lang: Type.Unsafe<Locale | null>({ type: ['string', 'null'], enum: [...LOCALES, null] }),
  title: Type.String(),
  published: Type.Boolean(),
});

const entryProps = {
  id: Type.String({ description: 'The fileId' }),
  url: Type.String(),
  mime: Type.String(),
  type: OneOf(MEDIA_TYPES),
  size: Type.Integer(),
  width: OrNull('integer'),
  height: OrNull('integer'),
  fileName: OrNull('string'),
  texts: Texts,
  focalPoint: FocalOrNull,
  credit: OrNull('string'),
  tags: Type.Array(Type.String()),
  uploader: OrNull('string'),
  createTime: Type.String(),
  updateTime: OrNull('string'),
  usageCount: Type.Integer({ description: 'How many places show the file' }),
};
export const MediaEntrySchema = Type.Object(entryProps);
export const MediaDetailSchema = Type.Object({ ...entryProps, usage: Type.Array(MediaUseSchema) });

export const PublicMediaSchema = Type.Object({
  id: Type.String(),
  path: Type.String(),
  alt: Type.String(),
  focalPoint: FocalOrNull,
});

export const MediaIdParam = Obj({ id: Type.String({ pattern: '^[A-Za-z0-9]{20}$', description: 'The fileId' }) });

export const MediaListQuery = Obj({
  q: Type.Optional(Type.String({ maxLength: MEDIA_LIMITS.q, description: 'In title, alt text, tags and file name' })),
  type: Type.Optional(OneOf(MEDIA_TYPES)),
  unused: Type.Optional(Type.Boolean({ description: 'true: only files no content uses' })),
  missingAlt: Type.Optional(LangSchema),
  ...PagingQuery,
});

const bounded = (max: number) => Type.String({ maxLength: max });
const TextInput = Obj({
  title: Type.Optional(bounded(MEDIA_LIMITS.title)),
  alt: Type.Optional(bounded(MEDIA_LIMITS.alt)),
  caption: Type.Optional(bounded(MEDIA_LIMITS.caption)),
});
export const MediaUpdateBody = Obj({
  texts: Type.Optional(
    Obj({ de_DE: Type.Optional(TextInput), en_US: Type.Optional(TextInput), zh_CN: Type.Optional(TextInput) }),
  ),
  focalPoint: Type.Optional(Type.Union([Obj({ x: Focal.properties.x, y: Focal.properties.y }), Type.Null()])),
  credit: Type.Optional(Type.Union([bounded(MEDIA_LIMITS.credit), Type.Null()])),
  tags: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: MEDIA_LIMITS.tag, pattern: '\\S' }), {
      maxItems: MEDIA_LIMITS.tags,
    }),
  ),
});
