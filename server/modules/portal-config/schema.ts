import { Type, type Static } from '@sinclair/typebox';
import { Flag, LangSchema, Obj, OptionalEmail, OptionalUrl, RichText, UrlString } from '#server/lib/http/index.ts';
import { RevisionSchema } from '#server/lib/revision.ts';

const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Text = (max: number) => Type.String({ maxLength: max });

const ConfigElement = Obj({
  lang: LangSchema,
  name: Type.String({ maxLength: 200 }),
  iconUrl: Type.Optional(OptionalUrl),
  address: Type.Optional(Text(500)),
  email: Type.Optional(OptionalEmail),
  tel: Type.Optional(Text(100)),
  introduce: Type.Optional(RichText),
  lawyerCount: Type.Optional(Count),
  isLawyerCountVisible: Type.Optional(Flag),
  totalPeople: Type.Optional(Count),
  isTotalPeopleVisible: Type.Optional(Flag),
  branchCount: Type.Optional(Count),
  isBranchCountVisible: Type.Optional(Flag),
  advantagesList: Type.Optional(
    Type.Array(Obj({ title: Type.Optional(Text(200)), content: Type.Optional(Text(5000)) }), { maxItems: 50 }),
  ),
  environmentList: Type.Optional(
    Type.Array(Obj({ title: Type.Optional(Text(200)), coverUrl: UrlString }), { maxItems: 50 }),
  ),
  revision: Type.Optional(RevisionSchema),
});

/** POST: one element per language; the fields an element sends replace that language's. */
export const SaveBody = Type.Array(ConfigElement, { minItems: 1, maxItems: 10 });

/** One language's configuration as written. */
export type PortalConfigInput = Static<typeof ConfigElement>;
