import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContentKind } from '#contract/enums.ts';
import type { Permission } from '#contract/roles.ts';
import type { DB } from '#server/db/index.ts';
import type { Writer } from '#server/lib/writer.ts';
import {
  CacheBuster,
  Done,
  IdParam,
  LangSchema,
  NoString,
  Obj,
  PagingQuery,
  SortBody,
  contentLocale,
  found,
  notFound,
  ok,
  pageAnswer,
  pageOf,
  type PageQuery,
} from '#server/lib/http/index.ts';
import { idInLanguage, publicTranslations, type GroupKind } from '#server/lib/translation-group.ts';
import { ItemViewQuery, itemViewOf, type ItemView } from '#server/lib/item-list.ts';
import { StatusFilterQuery } from '#server/lib/publication.ts';
import type { Locale } from '#contract/locales.ts';
import type { StatusFilter } from '#contract/enums.ts';
import { mayPreview } from './workflow/preview';

/** An answer's schema: the envelope (server/lib/http.ts envelope()) of the kind's rows. */
type Answer = { 200: TSchema };

/** A row of a translation group as the routes answer it. */
interface GroupRow {
  no: string;
}

/** What an admin list of a group kind is filtered by: the query's lang, name and status, and the kind's own filters. */
export type ListFilter<F extends TProperties> = { lang?: Locale; name?: string; status?: StatusFilter } & Partial<
  Static<TObject<F>>
>;
/** The admin list's query as the handler reads it (the schema has checked it). */
type ListQuery = Parameters<typeof pageOf>[0] & {
  view?: string;
  lang?: Locale;
  name?: string;
  status?: StatusFilter;
} & {
  [field: string]: unknown;
};
type Page = Promise<{ items: unknown[]; total: number }>;

/**
 * The routes every translation-group kind (lawyers, practice areas, offices, job titles) has in
 * common, written once: `<path>/group/:no` (every language, for the edit form), POST and PUT
 * `<path>` (all or nothing), DELETE `<path>/:id` (every language); optionally the paged admin
 * list `<path>` and the admin detail `<path>/detail/:id`, PUT `<path>/sort` and the public
 * `<user path>/:id` (the visitor's language, a preview link's draft, the public translations).
 * Each module adds the routes that are its own.
 */
export interface GroupRoutes<C extends TSchema, U extends TSchema, F extends TProperties = TProperties> {
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
  /** One row by id (with the detail and public routes); `onlyPublic`: only when the public may see it. */
  get?(id: number, onlyPublic?: boolean): Promise<GroupRow | null | undefined>;
  /**
   * With the paged admin list GET `<path>`: every language unless lang, by part of the name and
   * status, and the kind's own `filters` (query fields of the same names); view=items: one entry
   * per item.
   */
  list?: {
    summary: string;
    filters?: F;
    rows(filter: ListFilter<F>, page: PageQuery): Page;
    items(filter: ListFilter<F>, view: ItemView, page: PageQuery): Page;
  };
  /** With the admin detail GET `<path>/detail/:id` (get): one row; `withGroup`: with every language of it in `group`. */
  detail?: { summary: string; one: Answer; withGroup?: boolean };
  save(body: Static<C> | Static<U>, mode: 'create' | 'update', req: FastifyRequest): Promise<unknown>;
  removeGroup(id: number, req: FastifyRequest): Promise<unknown>;
  /** With a PUT <path>/sort: moves the source item to the target's place. */
  move?(sourceId: number, targetId: number): Promise<void>;
  /** With the public detail route (get). */
  public?: {
    path: string;
    content: ContentKind;
    kind: GroupKind<'lawyer' | 'professional_field'>;
    one: Answer;
  };
}

/**
 * The reads and writes of a group kind's repository module (`import * as repo`) that the shared
 * routes call, each taking the database first: team/repository.ts, practice-areas/repository.ts.
 */
export interface GroupRepository<B> {
  get(db: DB, id: number, onlyPublic?: boolean): Promise<GroupRow | null>;
  group(db: DB, no: string): Promise<GroupRow[]>;
  save(db: DB, writer: Writer, body: B, mode: 'create' | 'update'): Promise<unknown>;
  removeGroup(db: DB, writer: Writer, id: number): Promise<unknown>;
  move(db: DB, sourceId: number, targetId: number): Promise<void>;
}

/** GroupRoutes' get, group, save, removeGroup and move: a repository module's, on `db`. */
export const repositoryOn = <B>(db: DB, repo: GroupRepository<B>) => ({
  get: (id: number, onlyPublic?: boolean) => repo.get(db, id, onlyPublic),
  group: (no: string) => repo.group(db, no),
  save: (body: B, mode: 'create' | 'update', req: FastifyRequest) => repo.save(db, req.writer, body, mode),
  removeGroup: (id: number, req: FastifyRequest) => repo.removeGroup(db, req.writer, id),
  move: (sourceId: number, targetId: number) => repo.move(db, sourceId, targetId),
});

/** Registers the shared routes of one translation-group kind (see GroupRoutes). */
export function registerGroupRoutes<C extends TSchema, U extends TSchema, F extends TProperties = TProperties>(
  app: FastifyInstance,
  g: GroupRoutes<C, U, F>,
): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const { tags, noun } = g;
  const get = (id: number, onlyPublic?: boolean) => {
    if (!g.get) throw new Error(`${g.path}: the detail and public routes need get()`);
    return g.get(id, onlyPublic);
  };

  const list = g.list;
  if (list) {
    const filters = list.filters ?? ({} as F);
    r.get(
      g.path,
      {
        config: { permission: 'read' },
        schema: {
          tags,
          summary: list.summary,
          querystring: Obj({
            ...PagingQuery,
            ...filters,
            lang: Type.Optional(LangSchema),
            name: Type.Optional(Type.String({ maxLength: 200 })),
            ...StatusFilterQuery,
            ...ItemViewQuery,
          }),
          response: g.many,
        },
      },
      async (req) => {
        const q = req.query as ListQuery;
        const filter = {
          ...Object.fromEntries(Object.keys(filters).map((k) => [k, q[k]])),
          lang: q.lang,
          name: q.name?.trim() || undefined,
          status: q.status,
        } as ListFilter<F>;
        const view = itemViewOf(q, req);
        return pageAnswer(q, (page) => (view ? list.items(filter, view, page) : list.rows(filter, page)));
      },
    );
  }

  const detail = g.detail;
  if (detail) {
    r.get(
      `${g.path}/detail/:id`,
      {
        config: { permission: 'read' },
        schema: {
          tags,
          summary: detail.summary,
          params: IdParam,
          querystring: Obj(CacheBuster),
          response: detail.one,
        },
      },
      async (req) => {
        const row = found(await get(req.params.id), `id: ${req.params.id}`);
        return ok(detail.withGroup ? { ...row, group: await g.group(row.no) } : row);
      },
    );
  }

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
        let item = id ? await get(id, true) : null;
        if (!item && id) {
          // A preview link shows its item in any status.
          const draft = await get(id);
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
