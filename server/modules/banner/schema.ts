import { Type, type Static } from '@sinclair/typebox';
import { Flag, IdParam, LangSchema, Obj, OptionalUrl, UrlString } from '#server/lib/http/index.ts';
import { PublicationProps } from '#server/lib/publication.ts';

const BannerProps = {
  lang: LangSchema,
  imgPath: UrlString,
  title: Type.Optional(Type.String({ maxLength: 300 })),
  subTitle: Type.Optional(Type.String({ maxLength: 500 })),
  linkUrl: Type.Optional(OptionalUrl),
  top: Type.Optional(Flag),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  ...PublicationProps,
};

/** POST: a new banner. */
export const CreateBody = Obj(BannerProps);
/** PUT: the banner `id`; fields left out keep their values. */
export const UpdateBody = Obj({ id: IdParam.properties.id, ...BannerProps });

/** A banner as written (the body of either call). */
export type BannerInput = Static<typeof CreateBody>;
