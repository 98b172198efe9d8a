import type { FastifyInstance } from 'fastify';

// Placeholder while the module is written.
export default async function routes(_app: FastifyInstance) {}
