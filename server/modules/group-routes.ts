import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContentKind } from '#contract/enums.ts';
import type { Permission } from '#contract/roles.ts';
import {
  CacheBuster,
  Done,
  IdParam,
  NoString,
  Obj,
  SortBody,
  contentLocale,
  notFound,
  ok,
} from '#server/lib/http/index.ts';
import { idInLanguage, publicTranslations, type GroupKind } from '#server/lib/translation-group.ts';
import { mayPreview } from './workflow/preview';

/** An answer's schema: the envelope (server/lib/http.ts envelope()) of the kind's rows. */
type Answer = { 200: TSchema };

/** A row of a translation group as the routes answer it. */
interface GroupRow {
  no: string;
}

/**
 * The routes every translation-group kind (lawyers, practice areas, offices, job titles) has in
 * common, written once: `<path>/group/:no` (every language, for the edit form), POST and PUT
 * `<path>` (all or nothing), DELETE `<path>/:id` (every language); optionally PUT `<path>/sort`
 * and the public `<user path>/:id` (the visitor's language, a preview link's draft, the public
 * translations). Each module adds the routes that are its own.
 */
export interface GroupRoutes<C extends TSchema, U extends TSchema> {
  /** The admin path, e.g. /admin/lawyerTeam. */
  path: string;
  /** What one item is called in the summaries ("lawyer", "practice area"). */
  noun: string;
  tags: string[];
  /** The envelope of a list of rows (the answer of group, create, update). */
  many: Answer;
  /** The config of the writes (create, update): their permission and content kind. */
  write: FastifyContextConfig;
  /** The permission of a delete (and a sort). */
  remove: Permission;
  bodies: { create: C; update: U };
  summaries: { create: string; update: string; remove: string; sort?: string };
  group(no: string): Promise<GroupRow[]>;
  save(body: Static<C> | Static<U>, mode: 'create' | 'update', req: FastifyRequest): Promise<unknown>;
  removeGroup(id: number, req: FastifyRequest): Promise<unknown>;
  /** With a PUT <path>/sort: moves the source item to the target's place. */
  move?(sourceId: number, targetId: number): Promise<void>;
  /** With the public detail route. */
  public?: {
    path: string;
    content: ContentKind;
    kind: GroupKind<'lawyer' | 'professional_field'>;
    one: Answer;
    get(id: number, onlyPublic?: boolean): Promise<GroupRow | null | undefined>;
  };
}

/** Registers the shared routes of one translation-group kind (see GroupRoutes). */
export function registerGroupRoutes<C extends TSchema, U extends TSchema>(
  app: FastifyInstance,
  g: GroupRoutes<C, U>,
): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const { tags, noun } = g;

  r.get(
    `${g.path}/group/:no`,
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: `Every language of one ${noun} (for the edit form)`,
        params: Obj({ no: NoString }),
        querystring: Obj(CacheBuster),
        response: g.many,
      },
    },
    async (req) => {
      const rows = await g.group(req.params.no);
      if (!rows.length) throw notFound(`no: ${req.params.no}`);
      return ok(rows);
    },
  );

  for (const [mode, method] of [
    ['create', 'post'],
    ['update', 'put'],
  ] as const) {
    r[method](
      g.path,
      {
        config: g.write,
        schema: { tags, summary: g.summaries[mode], body: g.bodies[mode], response: g.many },
      },
      async (req) => ok(await g.save(req.body as Static<C> | Static<U>, mode, req)),
    );
  }

  r.delete(
    `${g.path}/:id`,
    {
      config: { permission: g.remove },
      schema: { tags, summary: g.summaries.remove, params: IdParam, response: Done },
    },
    async (req) => {
      await g.removeGroup(req.params.id, req);
      return ok(true);
    },
  );

  if (g.move) {
    const move = g.move;
    r.put(
      `${g.path}/sort`,
      { config: { permission: g.remove }, schema: { tags, summary: g.summaries.sort, body: SortBody, response: Done } },
      async (req) => {
        await move(req.body.sourceId, req.body.targetId);
        return ok(true);
      },
    );
  }

  const pub = g.public;
  if (pub) {
    r.get(
      `${pub.path}/:id`,
      {
        schema: {
          tags,
          summary: `One ${noun} in the visitor's language (an id of another language answers its translation)`,
          security: [],
          params: IdParam,
          querystring: Obj(CacheBuster),
          response: pub.one,
        },
      },
      async (req) => {
        const id = await idInLanguage(db, pub.kind, req.params.id, contentLocale(req));
        let item = id ? await pub.get(id, true) : null;
        if (!item && id) {
          // A preview link shows its item in any status.
          const draft = await pub.get(id);
          if (draft && (await mayPreview(req, pub.content, draft.no))) item = draft;
        }
        if (!item) throw notFound(`id: ${req.params.id}`);
        const no = item.no;
        return ok({
          ...item,
          translations: await publicTranslations(db, pub.kind, no, (lang) => mayPreview(req, pub.content, no, lang)),
        });
      },
    );
  }
}
