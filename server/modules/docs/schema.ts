import { Type, type Static } from '@sinclair/typebox';
import { LangSchema, Obj, RichText } from '#server/lib/http/index.ts';
import { PublicationProps } from '#server/lib/publication.ts';

const DocElement = Obj({
  lang: LangSchema,
  title: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
  content: Type.Optional(RichText),
  ...PublicationProps,
});

/** PUT: one element per language of one document. */
export const WriteBody = Type.Array(DocElement, { minItems: 1, maxItems: 10 });

/** One language of a document as written. */
export type DocInput = Static<typeof DocElement>;
