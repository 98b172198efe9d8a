import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

interface Captured {
  status: number;
  /** The route's own headers: not those the root hooks set on every answer (they set them here too). */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Headers the server writes for every answer itself (or per connection): never replayed. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * The benchmark's yardstick: GET /__bench/bare?bytes=<url-encoded API path> answers the exact
 * bytes (status, headers, body) that the real route answered for that path, captured
 * once through app.inject and then sent from memory (a page's CSP, ETag, Vary and Cache-Control
 * are bytes on the wire like its body). Measuring both side by side in the same
 * server shows what the route itself costs (database, serialisation) above the bare
 * framework, hooks and network. Registered only by bench/server.ts; never in production.
 */
const benchBare: FastifyPluginAsync = async (app: FastifyInstance) => {
  const cache = new Map<string, Captured>();
  app.get('/__bench/bare', { schema: { hide: true } }, async (req, reply) => {
    const path = (req.query as { bytes?: string }).bytes;
    if (!path || !path.startsWith('/') || path.startsWith('/__bench')) {
      return reply
        .code(400)
        .send({ result: null, message: 'bytes must be an API path such as /api/user/portal-config', status: 400 });
    }
    const header = req.headers['x-language'];
    const lang = Array.isArray(header) ? header[0] : header;
    const key = `${lang ?? ''} ${path}`;
    let hit = cache.get(key);
    if (!hit) {
      const res = await app.inject({ method: 'GET', url: path, headers: lang ? { 'x-language': lang } : {} });
      const headers: Captured['headers'] = {};
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || OWN_HEADERS.has(name) || reply.hasHeader(name)) continue;
        headers[name] = Array.isArray(value) ? value : String(value);
      }
      hit = { status: res.statusCode, headers, body: res.rawPayload };
      cache.set(key, hit);
    }
    return reply.code(hit.status).headers(hit.headers).send(hit.body);
  });
};

// Like fastify-plugin: the route lives on the instance it is registered on, so it runs the same
// root hooks (security headers, auth check, content version) as every other route.
Object.assign(benchBare, { [Symbol.for('skip-override')]: true });

export default benchBare;
