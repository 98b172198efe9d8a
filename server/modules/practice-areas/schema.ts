import { Type, type Static } from '@sinclair/typebox';
import { OptionalEmail, OptionalUrl, RichText } from '#server/lib/http/index.ts';
import { GroupElementProps, groupBodies } from '#server/lib/translation-group.ts';

const Bodies = groupBodies({
  ...GroupElementProps,
  introduce: Type.Optional(RichText),
  iconUrl: Type.Optional(OptionalUrl),
  inquiryEmail: Type.Optional({
    ...OptionalEmail,
    description: "The area's inquiry recipient (every language's; empty for none: the site's e-mail)",
  }),
  sort: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 1_000_000,
      description: 'Place in the list; default: the end (new) or unchanged',
    }),
  ),
});

/** POST: one element per language of a new practice area. */
export const CreateBody = Bodies.create;
/** PUT: elements carry id (or no). */
export const UpdateBody = Bodies.update;

/** One language of a practice area as written (an element of either body). */
export type PracticeAreaInput = Static<typeof Bodies.element>;
