import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { LangSchema, NoString, Obj } from '#server/lib/http/index.ts';
import { RevisionSchema } from '#server/lib/revision.ts';

const ElementProps = {
  no: Type.Optional(NoString),
  lang: LangSchema,
  name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
};
/** An office also says where it is, in the element's language (an omitted field keeps its value). */
const OfficeProps = {
  address: Type.Optional(Type.String({ maxLength: 500, description: 'Lines separated by \\n' })),
  phone: Type.Optional(Type.String({ maxLength: 50, pattern: '^[0-9+()/ .-]*$' })),
  openingHours: Type.Optional(
    Type.String({ maxLength: 500, description: 'Opening hours in this language, lines separated by \\n' }),
  ),
};
const Id = {
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  revision: Type.Optional(RevisionSchema),
};

const bodyOf = <T extends TProperties>(props: T) => Type.Array(Obj(props), { minItems: 1, maxItems: 10 });

/** POST (one element per language of a new item) and PUT (elements carry id or no), per table. */
export const BODIES = {
  job: { create: bodyOf(ElementProps), update: bodyOf({ ...Id, ...ElementProps }) },
  office: {
    create: bodyOf({ ...ElementProps, ...OfficeProps }),
    update: bodyOf({ ...Id, ...ElementProps, ...OfficeProps }),
  },
};

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- its type is the element's
const AnyElement = Obj({ ...Id, ...ElementProps, ...OfficeProps });
/** One language of an office or job title as written (an element of any body). */
export type TaxonomyInput = Static<typeof AnyElement>;
