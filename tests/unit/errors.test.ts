import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#server/lib/http/index.ts';
import { registerErrorHandling, sendRouteNotFound } from '#server/plugins/errors.ts';

// A small real app with the error handling of the whole API and a route for each kind of failure.
async function smallApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.post(
    '/items',
    {
      bodyLimit: 200,
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, count: { type: 'integer' } },
        },
      },
    },
    async () => ({ result: 'saved', message: 'OK', status: 200 }),
  );
  app.get(
    '/count',
    { schema: { querystring: { type: 'object', properties: { n: { type: 'number' } } } } },
    async () => ({ status: 200 }),
  );
  app.get('/conflict', async () => {
    throw new HttpError(409, 'conflict', 'the name "x" is taken');
  });
  app.get('/boom', async () => {
    throw new Error('connection to db.internal:5432 failed, password hunter2');
  });
  await app.register(async (scope) => {
    await scope.register(rateLimit, { max: 1, timeWindow: '1 minute' });
    scope.get('/limited', async () => ({ status: 200 }));
  });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 10 }, throwFileSizeLimit: true });
    scope.post('/upload', async (req) => {
      const part = await req.file();
      await part!.toBuffer();
      return { status: 200 };
    });
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await smallApp();
});
afterAll(async () => {
  await app.close();
});

const en = { 'x-language': 'en_US' };

describe('error handling (the envelope for every failure)', () => {
  it('a validation error is a 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/items', headers: en, payload: { count: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: null, message: expect.stringMatching(/^Invalid input: .*name/), status: 400 });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/items',
      headers: en,
      payload: { name: 'a', count: 'many' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('count');
  });

  it('NUL characters and numbers that are not finite are 400s naming where they are', async () => {
    const nul = await app.inject({ method: 'POST', url: '/items', headers: en, payload: { name: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain('body/name must not contain NUL characters');
    const inf = await app.inject({ method: 'GET', url: '/count?n=Infinity', headers: en });
    expect(inf.statusCode).toBe(400);
    expect(inf.json().message).toContain('querystring/n must be a finite number');
  });

  it('an HttpError keeps its status and message, in the caller’s language', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict', headers: en });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      result: null,
      message: 'Conflicts with existing data: the name "x" is taken',
      status: 409,
    });
    const de = await app.inject({ method: 'GET', url: '/conflict', headers: { 'x-language': 'de_DE' } });
    expect(de.json().message).toBe('Konflikt mit vorhandenen Daten: the name "x" is taken');
  });

  it('an unexpected error is a 500 without its message or stack', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom', headers: en });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: null, message: 'Internal error, please try again later', status: 500 });
    expect(res.body).not.toMatch(/hunter2|db\.internal|errors\.test|\bat /);
  });

  it('a body over the limit and a file over the limit are 413s', async () => {
    const big = await app.inject({ method: 'POST', url: '/items', headers: en, payload: { name: 'x'.repeat(500) } });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ result: null, message: 'The file is too large', status: 413 });

    const boundary = '----test';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'x'.repeat(100),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const file = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...en, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(file.statusCode).toBe(413);
    expect(file.json()).toEqual({ result: null, message: 'The file is too large', status: 413 });
  });

  it('the rate limit is a 429', async () => {
    expect((await app.inject({ method: 'GET', url: '/limited', headers: en })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: '/limited', headers: en });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ result: null, message: 'Too many requests, please wait a moment', status: 429 });
  });

  it('other client errors from Fastify keep their status', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { ...en, 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ result: null, message: expect.stringMatching(/^Invalid input: /), status: 415 });
  });

  it('an unknown route is a 404 naming the method, never echoing what the client sent as URL', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/nope/1?token=secret', headers: en });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: null, message: 'No such route: DELETE', status: 404 });
    const de = await app.inject({ method: 'GET', url: '/nope', headers: { 'x-language': 'de_DE' } });
    expect(de.json().message).toBe('Diese Adresse gibt es nicht: GET');
  });

  it('a catch-all route answering with sendRouteNotFound (the pages for /api/…) gives the same answer', async () => {
    const pages = Fastify({ logger: false });
    registerErrorHandling(pages);
    pages.get('/*', async (req, reply) => {
      sendRouteNotFound(req, reply);
      return reply;
    });
    await pages.ready();
    const url = '/api/nope?x=1';
    const [fromCatchAll, fromHandler] = await Promise.all([
      pages.inject({ url, headers: en }),
      app.inject({ url, headers: en }),
    ]);
    await pages.close();
    expect(fromCatchAll.statusCode).toBe(404);
    expect(fromCatchAll.json()).toEqual(fromHandler.json());
    expect(fromCatchAll.headers['content-type']).toBe(fromHandler.headers['content-type']);
  });
});
