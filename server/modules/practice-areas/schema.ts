import { Type, type Static } from '@sinclair/typebox';
import {
  LangSchema,
  MetaDescriptionInput,
  NoString,
  Obj,
  OptionalEmail,
  OptionalUrl,
  RichText,
} from '#server/lib/http/index.ts';
import { PublicationProps } from '#server/lib/publication.ts';

const ElementProps = {
  no: Type.Optional(NoString),
  lang: LangSchema,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  introduce: Type.Optional(RichText),
  iconUrl: Type.Optional(OptionalUrl),
  inquiryEmail: Type.Optional({
    ...OptionalEmail,
    description: "The area's inquiry recipient (every language's; empty for none: the site's e-mail)",
  }),
  metaDescription: Type.Optional(MetaDescriptionInput),
  sort: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Place in the list; default: the end (new) or unchanged',
    }),
  ),
  ...PublicationProps,
};
const CreateElement = Obj(ElementProps);
const UpdateElement = Obj({ id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })), ...ElementProps });

/** POST: one element per language of a new practice area. */
export const CreateBody = Type.Array(CreateElement, { minItems: 1, maxItems: 10 });
/** PUT: elements carry id (or no). */
export const UpdateBody = Type.Array(UpdateElement, { minItems: 1, maxItems: 10 });

/** One language of a practice area as written (an element of either body). */
export type PracticeAreaInput = Static<typeof UpdateElement>;
