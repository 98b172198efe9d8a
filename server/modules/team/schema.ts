import { Type, type Static } from '@sinclair/typebox';
import { Flag, Obj, OptionalEmail, OptionalUrl, RichText } from '#server/lib/http/index.ts';
import { GroupElementProps, groupBodies } from '#server/lib/translation-group.ts';

export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdList = (what: string) => Type.Array(Id, { maxItems: 100, description: `ids of ${what} of the same language` });

const Bodies = groupBodies({
  ...GroupElementProps,
  top: Type.Optional(Flag),
  sort: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Place in the list (then name); shared by every language',
    }),
  ),
  photoUrl: Type.Optional(OptionalUrl),
  photoAlt: Type.Optional(
    Type.String({
      maxLength: 300,
      description: "The photo's alt text in this language (empty: the media library's alt text)",
    }),
  ),
  jobIds: Type.Optional(IdList('jobs')),
  proFieldIds: Type.Optional(IdList('practice areas')),
  phoneNumber: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(OptionalEmail),
  office: Type.Optional(
    Type.Union([Type.Integer({ minimum: 0, maximum: 2_147_483_647 }), Type.String({ maxLength: 200 })], {
      description: "office id of the same language, or the office's name in that language; 0, null or empty for none",
    }),
  ),
  languages: Type.Optional(
    Type.Array(Type.String({ maxLength: 60 }), {
      maxItems: 30,
      description: "languages the lawyer speaks, named in this row's language",
    }),
  ),
  intro: Type.Optional(RichText),
  customContents: Type.Optional(
    Type.Array(Obj({ title: Type.Optional(Type.String({ maxLength: 300 })), content: Type.Optional(RichText) }), {
      maxItems: 50,
    }),
  ),
});

/** POST: one element per language of a new lawyer. */
export const CreateBody = Bodies.create;
/** PUT: elements carry id (or no). */
export const UpdateBody = Bodies.update;

/** One language of a lawyer as written (an element of either body). */
export type LawyerInput = Static<typeof Bodies.element>;
