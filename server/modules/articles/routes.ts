import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Done,
  IdParam,
  NoQuery,
  contentLocale,
  envelope,
  found,
  notFound,
  ok,
  pageAnswer,
} from '#server/lib/http/index.ts';
import { matchLocale } from '#contract/locales.ts';
import { ARTICLE_KIND_LIST, type ArticleKindConfig } from '#contract/article-kinds.ts';
import { ArticleItemSchema, ArticleSchema, PublicArticleSchema } from '#contract/schemas.ts';
import {
  GetQuery,
  adminListQuery,
  bodySchema,
  publicListQuery,
  type AdminListQuery,
  type PublicListQuery,
} from './schema';
import * as repo from './repository';
import { withArticleKind } from '#server/lib/content-kinds.ts';
import { itemViewOf } from '#server/lib/item-list.ts';
import { mayPreview } from '../workflow/preview';

/**
 * How long a public list's answer is kept as fresh at most (server/web/api-cache.ts): its items
 * carry their view counts, which the visits change without an editor's write.
 */
const LIST_MAX_AGE_MS = 3000;

/** The admin and public routes of one article kind. */
async function registerKind(app: FastifyInstance, cfg: ArticleKindConfig) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = [cfg.tag];
  const name = cfg.kind;

  r.get(
    cfg.adminPath,
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: `List ${name} items (every language unless lang is given; view=items: one entry per item): pinned first, newest first`,
        querystring: adminListQuery(cfg),
        response: envelope(Type.Array(ArticleSchema)),
      },
    },
    async (req) => {
      const q = req.query as AdminListQuery;
      const filter = {
        lang: q.lang || undefined,
        title: q.title?.trim() || undefined,
        no: q.no?.trim() || undefined,
        cataIds: await repo.catalogFilter(db, q.cataId),
        author: q.author?.trim() || undefined,
        practiceArea: q.practiceArea?.trim() || undefined,
        status: q.status,
      };
      const view = itemViewOf(q, req);
      return pageAnswer(q, (page) =>
        view ? repo.adminItems(db, cfg, filter, view, page) : repo.adminList(db, cfg.kind, filter, page),
      );
    },
  );

  r.get(
    `${cfg.adminPath}/:id`,
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: `One ${name} item (one language) by id`,
        params: IdParam,
        querystring: GetQuery,
        response: envelope(ArticleSchema),
      },
    },
    async (req) => ok(found(await repo.adminGet(db, cfg.kind, req.params.id), `${name} ${req.params.id}`)),
  );

  r.post(
    cfg.adminPath,
    {
      config: { permission: 'write', content: cfg.kind },
      schema: {
        tags,
        summary: `Create one ${name} item in one or more languages (all or nothing); answers every language of it`,
        body: bodySchema(cfg),
        response: envelope(Type.Array(ArticleSchema)),
      },
    },
    async (req) =>
      ok(await db.transaction().execute((trx) => repo.saveGroup(trx, req.writer, cfg, req.body, 'create'))),
  );

  r.put(
    cfg.adminPath,
    {
      config: { permission: 'write', content: cfg.kind },
      schema: {
        tags,
        summary: `Update the languages given of one ${name} item (by id or language), add new ones (all or nothing)`,
        body: bodySchema(cfg),
        response: envelope(Type.Array(ArticleSchema)),
      },
    },
    async (req) =>
      ok(await db.transaction().execute((trx) => repo.saveGroup(trx, req.writer, cfg, req.body, 'update'))),
  );

  r.delete(
    cfg.adminPath,
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: `Delete every language of one ${name} item (it goes to the trash, from where it can be restored)`,
        querystring: NoQuery,
        response: Done,
      },
    },
    async (req) =>
      ok(
        found(
          await db.transaction().execute((trx) => repo.deleteGroup(trx, req.writer, cfg, req.query.no)),
          `${name} ${req.query.no}`,
        ),
      ),
  );

  for (const [action, top] of [
    ['pin', 1],
    ['unpin', 0],
  ] as const) {
    r.put(
      `${cfg.adminPath}/${action}`,
      {
        config: { permission: 'publish' },
        schema: {
          tags,
          summary: `${action === 'pin' ? 'Pin' : 'Unpin'} every language of one ${name} item`,
          querystring: NoQuery,
          response: Done,
        },
      },
      async (req) => {
        // The request's own transaction (server/db/unit-of-work.ts) holds the pin and its version:
        // no savepoint of its own, two round trips fewer while the item's lock is held.
        const n = await repo.setTop(db, req.writer, cfg, req.query.no, top);
        if (n === 0) throw notFound(`${name} ${req.query.no}`);
        return ok(true);
      },
    );
  }

  r.get(
    cfg.userPath,
    {
      config: { apiCacheMaxAgeMs: LIST_MAX_AGE_MS },
      schema: {
        tags,
        security: [],
        summary: `Public: ${name} items in the X-Language language (or lang), pinned first, newest first; items carry a summary instead of content`,
        querystring: publicListQuery(cfg),
        response: envelope(Type.Array(ArticleItemSchema)),
      },
    },
    async (req) => {
      const q = req.query as PublicListQuery;
      const lang = matchLocale(q.lang) ?? contentLocale(req);
      const author = q.author?.trim() || undefined;
      const practiceArea = q.practiceArea?.trim() || undefined;
      // A preview link of a lawyer or practice area shows its Publications as publishing would.
      const previewed = (await mayPreview(req, 'lawyer', author, lang))
        ? 'author'
        : (await mayPreview(req, 'practiceArea', practiceArea, lang))
          ? 'practiceArea'
          : undefined;
      // Its reads count for this kind alone (a case write leaves the cached news lists fresh).
      const cataIds = await repo.catalogFilter(db, q.cataId);
      return pageAnswer(q, (page) =>
        withArticleKind(cfg.kind, () =>
          repo.publicList(
            db,
            cfg.kind,
            {
              lang,
              no: q.no?.trim() || undefined,
              cataIds,
              author,
              practiceArea,
              previewed,
            },
            page,
          ),
        ),
      );
    },
  );

  r.get(
    `${cfg.userPath}/:id`,
    {
      // Counts a view: never answered from the API cache.
      config: { apiCache: false },
      schema: {
        tags,
        security: [],
        summary: `Public: one ${name} item; counts a view, a HEAD none (header X-Preview: a preview link's token shows its item in any status)`,
        params: IdParam,
        querystring: GetQuery,
        response: envelope(PublicArticleSchema),
      },
    },
    async (req) =>
      ok(
        found(
          await repo.publicGet(
            db,
            cfg,
            req.params.id,
            (no, lang) => mayPreview(req, cfg.kind, no, lang),
            // A HEAD is no visit (a link checker's probe).
            req.method !== 'HEAD',
          ),
          `${name} ${req.params.id}`,
        ),
      ),
  );
}

/** News (/latest-news), case analyses (/case-analysis) and honours (/lawfirm-honour). */
export default async function articleRoutes(app: FastifyInstance) {
  for (const cfg of ARTICLE_KIND_LIST) await registerKind(app, cfg);
}
