/**
 * `node --import tsx --import ./bench/preload-bare.ts server/main.ts` adds the bare route to
 * the server without touching its code: Fastify announces every new instance on the
 * `fastify.initialization` diagnostics channel. Used by bench/api.ts while server/app.ts
 * does not register bench/bare-plugin.ts itself (it is harmless when it does).
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import benchBare from './bare-plugin';

let done = false;
diagnostics.subscribe('fastify.initialization', (message) => {
  if (done) return;
  done = true;
  void (message as { fastify: FastifyInstance }).fastify.register(benchBare);
});
