import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CacheBuster, Done, IdParam, Obj, contentLocale, found, ok } from '#server/lib/http/index.ts';
import {
  CatalogBody,
  CatalogListQuery,
  CatalogNodeResponse,
  CatalogTreeResponse,
  PublicCatalogQuery,
  SortBody,
} from './schema';
import * as repo from './repository';

/**
 * Categories of news (type 0) and cases (type 1): translation groups (one row per language sharing
 * `no`, written through lib/translation-group.ts), answered as per-language trees whose nodes list
 * their translations.
 */
export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['catalog'];

  r.get(
    '/admin/catalog',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Catalog trees (nested childrenList, siblings by sort); filter by type, lang and group no',
        querystring: CatalogListQuery,
        response: CatalogTreeResponse,
      },
    },
    async (req) => {
      const { type, lang, no } = req.query;
      return ok(await repo.tree(db, { type, lang: lang || undefined, no: no || undefined }));
    },
  );

  r.post(
    '/admin/catalog',
    {
      config: { permission: 'structure' },
      schema: {
        tags,
        summary: 'Create one category in one or more languages (all or nothing); answers the group',
        body: CatalogBody,
        response: CatalogTreeResponse,
      },
    },
    async (req) =>
      ok(
        await db.transaction().execute((trx) => repo.saveGroup(trx, req.body, 'create', req.admin?.languages ?? null)),
      ),
  );

  r.put(
    '/admin/catalog',
    {
      config: { permission: 'structure' },
      schema: {
        tags,
        summary: 'Update the languages given of one category, add missing ones (all or nothing); answers the group',
        body: CatalogBody,
        response: CatalogTreeResponse,
      },
    },
    async (req) =>
      ok(
        await db.transaction().execute((trx) => repo.saveGroup(trx, req.body, 'update', req.admin?.languages ?? null)),
      ),
  );

  r.put(
    '/admin/catalog/sort',
    {
      config: { permission: 'structure' },
      schema: {
        tags,
        summary:
          "Move the source category to the target's place among the target's siblings, in every language both have; answers the source language's tree",
        body: SortBody,
        response: CatalogTreeResponse,
      },
    },
    async (req) => ok(await db.transaction().execute((trx) => repo.move(trx, req.body.sourceId, req.body.targetId))),
  );

  r.delete(
    '/admin/catalog/:id',
    {
      config: { permission: 'structure' },
      schema: {
        tags,
        summary:
          'Delete the category (every language of its group); 409 while it holds articles or sub-categories, naming it and counting them',
        params: IdParam,
        response: Done,
      },
    },
    async (req) => {
      await db.transaction().execute((trx) => repo.deleteGroup(trx, req.params.id));
      return ok(true);
    },
  );

  r.get(
    '/admin/catalog/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'One catalog with its subtree',
        params: IdParam,
        querystring: Obj(CacheBuster),
        response: CatalogNodeResponse,
      },
    },
    async (req) => ok(found(await repo.getNode(db, req.params.id), `catalog ${req.params.id}`)),
  );

  r.get(
    '/user/catalog',
    {
      schema: {
        tags,
        summary:
          'Public: the catalog tree in the X-Language language (the categories that hold a public article, and their parents)',
        security: [],
        querystring: PublicCatalogQuery,
        response: CatalogTreeResponse,
      },
    },
    async (req) => ok(await repo.publicTree(db, { type: req.query.type, lang: contentLocale(req) })),
  );
}
