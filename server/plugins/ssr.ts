import type { FastifyInstance } from 'fastify';

/** Serves the built React Router app (public pages SSR, back office shell). Placeholder until the web build exists. */
export async function registerSsr(_app: FastifyInstance): Promise<void> {}
