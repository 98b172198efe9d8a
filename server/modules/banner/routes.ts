import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CacheBuster,
  Done,
  Flag,
  IdParam,
  LangSchema,
  Obj,
  PagingQuery,
  contentLocale,
  envelope,
  found,
  ok,
  pageAnswer,
} from '#server/lib/http/index.ts';
import { StatusFilterQuery } from '#server/lib/publication.ts';
import { BannerSchema } from '#contract/schemas.ts';
import * as repo from './repository';
import { PREVIEW_HEADER, requestPreview } from '../workflow/preview';
import { CreateBody, UpdateBody } from './schema';

const One = envelope(BannerSchema);

/** Home-page banners, one row per banner in one language (banners have no translation group). */
export default async function bannerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app;
  const tags = ['banner'];

  r.get(
    '/admin/banner',
    {
      config: { permission: 'read' },
      schema: {
        tags,
        summary: 'Paged banners (one language with lang), pinned first, then sort, then newest',
        querystring: Obj({ ...PagingQuery, lang: Type.Optional(LangSchema), ...StatusFilterQuery }),
        response: envelope(Type.Array(BannerSchema)),
      },
    },
    async (req) =>
      pageAnswer(req.query, (page) => repo.list(db, { lang: req.query.lang, status: req.query.status }, page)),
  );

  r.get(
    '/admin/banner/detail/:id',
    {
      config: { permission: 'read' },
      schema: { tags, summary: 'One banner', params: IdParam, querystring: Obj(CacheBuster), response: One },
    },
    async (req) => ok(found(await repo.get(db, req.params.id), `id: ${req.params.id}`)),
  );

  r.post(
    '/admin/banner',
    {
      config: { permission: 'write', content: 'banner' },
      schema: { tags, summary: 'Create a banner', body: CreateBody, response: One },
    },
    async (req) => ok(await repo.create(db, req.writer, req.body)),
  );

  r.put(
    '/admin/banner',
    {
      config: { permission: 'write', content: 'banner' },
      schema: { tags, summary: 'Update a banner (id required)', body: UpdateBody, response: One },
    },
    async (req) => ok(found(await repo.update(db, req.writer, req.body.id, req.body), `id: ${req.body.id}`)),
  );

  r.put(
    '/admin/banner/:id/:top',
    {
      config: { permission: 'publish' },
      schema: {
        tags,
        summary: 'Pin (top=1) or unpin (top=0) a banner',
        params: Obj({ id: IdParam.properties.id, top: Flag }),
        response: One,
      },
    },
    async (req) => ok(found(await repo.setTop(db, req.writer, req.params.id, req.params.top), `id: ${req.params.id}`)),
  );

  r.delete(
    '/admin/banner/:id',
    {
      config: { permission: 'publish' },
      schema: { tags, summary: 'Delete a banner', params: IdParam, response: Done },
    },
    async (req) => ok(found(await repo.remove(db, req.writer, req.params.id), `id: ${req.params.id}`)),
  );

  r.get(
    '/user/banner',
    {
      schema: {
        tags,
        summary: "The visitor's banners (X-Language): pinned first, then sort, then newest",
        security: [],
        querystring: Obj(CacheBuster),
        response: envelope(Type.Array(BannerSchema)),
      },
    },
    async (req) => {
      // A preview link of a banner shows it on the home page of its language, in its place.
      const grant = req.headers[PREVIEW_HEADER] ? await requestPreview(req) : null;
      return ok(
        await repo.publicList(db, contentLocale(req), grant?.kind === 'banner' ? Number(grant.key) : undefined),
      );
    },
  );
}
