import { HttpError, badRequest } from './http';

/**
 * Turns constraint violations that slip past our checks (two writers racing) into 4xx answers,
 * so no input ever yields a 500. Unknown errors pass through unchanged. Applied by the error
 * handler to every route.
 */
export function mapDbError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const e = err as { code?: string; message?: string };
  const code = String(e?.code ?? '');
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new HttpError(409, 'conflict');
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return new HttpError(409, 'inUse');
  // PostgreSQL data exceptions (bad text encoding, out-of-range numbers): the input is at fault.
  if (code.startsWith('22')) return badRequest(e.message ?? 'bad value');
  return err;
}
