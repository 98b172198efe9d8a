import { Type, type Static } from '@sinclair/typebox';
import { LangSchema, NoString, Obj } from '../../lib/http';

const ElementProps = {
  no: Type.Optional(NoString),
  lang: LangSchema,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
};
const CreateElement = Obj(ElementProps);
const UpdateElement = Obj({ id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })), ...ElementProps });

/** POST: one element per language of a new office or job title. */
export const CreateBody = Type.Array(CreateElement, { minItems: 1, maxItems: 10 });
/** PUT: elements carry id (or no). */
export const UpdateBody = Type.Array(UpdateElement, { minItems: 1, maxItems: 10 });

/** One language of an office or job title as written (an element of either body). */
export type TaxonomyInput = Static<typeof UpdateElement>;
