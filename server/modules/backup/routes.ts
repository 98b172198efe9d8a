import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, envelope, ok } from '#server/lib/http/index.ts';
import { findSessionByHash, refusalOf } from '../auth/sessions';
import { hashToken } from '../auth/secrets';
import type { Permission } from '#contract/roles.ts';
import {
  BackupRunningError,
  UploadsMissingError,
  backupFileName,
  createBackup,
  listed,
  missingUploads,
} from './archive';
import { tryDatabaseLock } from '#server/db/lock.ts';

/** A download link lives one minute and works once. */
const LINK_SECONDS = 60;
const PREFIX = 'download:backup:';
/** Who may ask for a link, and whose link still works when followed. */
const PERMISSION: Permission = 'site';

/**
 * Backups from the back office. A browser downloads a large file to disk only through a plain
 * link, which cannot carry the Authorization header: so a signed-in user first asks for a one-time
 * link (POST, with the token), then the browser follows it. The link is stored hashed in the
 * database (any process of the site can answer it), bound to the session that asked for it, and
 * deleted when used. The archive is streamed as it is made, never held in memory.
 */
export default async function backupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  /** The refusal when recorded uploads have no file: the same as `npm run backup` without --allow-missing. */
  const missingRefusal = (missing: string[]) =>
    new HttpError(
      409,
      'uploadsMissing',
      `${missing.length} of them: ${listed(missing)}. Put the files back into ${app.storage.store.kind === 's3' ? `the bucket of STORAGE_URL (${app.storage.store.where})` : 'DATA_DIR/uploads (with several nodes: the folder they share)'}, or take the backup on the server with npm run backup -- --allow-missing`,
    );

  r.post(
    '/admin/backup/link',
    {
      config: { permission: PERMISSION },
      schema: {
        tags: ['backup'],
        summary: 'A one-time link (valid one minute) that downloads a backup of the whole site',
        response: envelope(
          Type.Object({
            url: Type.String({ description: 'relative to the site, e.g. /api/backup/download?ticket=…' }),
            expiresAt: Type.String(),
          }),
        ),
      },
    },
    async (req) => {
      // Refused here already, so the back office says why instead of a download that fails.
      const missing = await missingUploads(app.db, app.storage.store);
      if (missing.length > 0) throw missingRefusal(missing);
      const ticket = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + LINK_SECONDS * 1000).toISOString();
      await app.db
        .deleteFrom('site_state')
        .where('key', 'like', `${PREFIX}%`)
        .where('value', '<', new Date().toISOString())
        .execute();
      await app.db
        .insertInto('site_state')
        .values({ key: `${PREFIX}${hashToken(ticket)}`, value: `${expiresAt} ${req.admin!.tokenHash}` })
        .execute();
      return ok({ url: `${app.config.basePath}/api/backup/download?ticket=${ticket}`, expiresAt });
    },
  );

  r.get(
    '/backup/download',
    {
      schema: {
        tags: ['backup'],
        summary:
          'Downloads the backup (a .tar.gz: database snapshot, uploads, manifest) for a link from POST /admin/backup/link',
        description:
          'The link works once. A HEAD answers whether it works (200 with the headers of the download, or the refusal) without using it up or making the archive.',
        security: [],
        produces: ['application/gzip'],
        querystring: Type.Object({
          ticket: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
        }),
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'application/gzip' }) },
      },
    },
    async (req, reply) => {
      const headers = () =>
        reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${backupFileName()}"`)
          .header('cache-control', 'private, no-store');
      // A HEAD (a download manager's or a link checker's probe) asks whether the link works: it
      // answers as the download would begin, without spending the link or making the archive.
      const head = req.method === 'HEAD';
      // Before the link is spent, so it can be followed again once the running backup is done
      // (on any node: the lock is the database's).
      const probe = await tryDatabaseLock(app.db, 'backup');
      if (!probe) throw new HttpError(409, 'backupRunning');
      await probe();
      // Used once: the row is deleted whether or not it is still valid (a HEAD only reads it).
      const key = `${PREFIX}${hashToken(req.query.ticket)}`;
      const row = head
        ? await app.db.selectFrom('site_state').select('value').where('key', '=', key).executeTakeFirst()
        : await app.db.deleteFrom('site_state').where('key', '=', key).returning('value').executeTakeFirst();
      const [expiresAt, tokenHash] = (row?.value ?? '').split(' ');
      // The session that asked must still be live and still allowed to: not signed out, expired or
      // disabled, its account not moved to a role without the permission meanwhile.
      const session = tokenHash ? await findSessionByHash(app.db, app.config, tokenHash) : null;
      if (!row || !session || refusalOf(session, PERMISSION) || !(expiresAt > new Date().toISOString()))
        throw new HttpError(403, 'downloadLinkInvalid');
      if (head) return headers().send();
      let stream: Readable;
      try {
        ({ stream } = await createBackup(app.config));
      } catch (err) {
        if (err instanceof BackupRunningError) throw new HttpError(409, 'backupRunning');
        if (err instanceof UploadsMissingError) throw missingRefusal(err.missing);
        throw err;
      }
      return headers().send(stream);
    },
  );
}
