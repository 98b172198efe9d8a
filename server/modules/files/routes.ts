import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, envelope, ok } from '../../lib/http';
import { UploadedFileSchema } from '../../../contract/schemas';
import { MIME_BY_EXT } from '../../storage';

/** A fileId as storage.randomFileId() makes it. */
const FILE_ID = /^[A-Za-z0-9]{20}$/;

/** Uploaded names are random and never rewritten, so a year-long immutable cache is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The file's size and time, or null when it is not a file there. */
async function fileStat(file: string): Promise<fs.Stats | null> {
  try {
    const stat = await fs.promises.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** An error without an HTTP status from the multipart parser is bad input (a broken body), not a 500. */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err;
  return new HttpError(400, 'invalid', `malformed multipart body (${(err as Error).message ?? 'unreadable'})`);
}

export default async function filesRoutes(app: FastifyInstance) {
  const { storage } = app;

  // Scoped to this plugin: only the upload route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 10, parts: 20 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/admin/files/upload',
    {
      config: { permission: 'upload' },
      schema: {
        tags: ['files'],
        summary: 'Upload an image (JPEG, PNG, WebP, AVIF, GIF) or a PDF',
        description:
          'multipart/form-data with the file in the field `file`. The type is taken from the bytes. ' +
          'Answers {fileId, url, mime, size, width, height} once the original is stored; its WebP and AVIF ' +
          'variants for srcset are made afterwards (until then their URLs answer a smaller variant or the original). ' +
          'An AVIF is stored as JPEG (PNG when it has transparency): `url` and `mime` name what is stored. ' +
          '413 when larger than UPLOAD_MAX_MB or an image has more pixels than MAX_IMAGE_PIXELS (an AVIF: MAX_AVIF_PIXELS), 415 for any other type.',
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary', description: 'The file' }) }),
        response: envelope(UploadedFileSchema),
      },
      // The body is a stream read in the handler; the schema above is for the OpenAPI document only.
      validatorCompiler: () => () => true,
    },
    async (req) => {
      if (!req.isMultipart()) {
        throw new HttpError(415, 'noFile', 'send multipart/form-data with the file in the field "file"');
      }
      let filename: string | null;
      // Received into a hidden file beside the uploads, read from there by storage.save.
      const tmp = storage.tempFile();
      try {
        try {
          const part = await req.file();
          if (!part) throw new HttpError(400, 'noFile', 'send the file in the multipart field "file"');
          if (part.fieldname !== 'file') {
            part.file.resume();
            throw new HttpError(
              400,
              'noFile',
              `the file must be in the multipart field "file", not "${part.fieldname.slice(0, 50)}"`,
            );
          }
          filename = part.filename || null;
          await fs.promises.mkdir(storage.dir, { recursive: true });
          await pipeline(part.file, fs.createWriteStream(tmp, { flags: 'wx' }));
          if (part.file.truncated) throw new HttpError(413, 'fileTooLarge');
        } catch (err) {
          throw asClientError(err);
        }
        if ((await fs.promises.stat(tmp)).size === 0) throw new HttpError(400, 'noFile', 'the file is empty');
        return ok(await storage.save({ path: tmp }, filename));
      } finally {
        await fs.promises.rm(tmp, { force: true });
      }
    },
  );

  app.get(
    '/upload/*',
    {
      schema: {
        tags: ['files'],
        summary:
          'An uploaded file or image variant by its path, or the original by its fileId (public, cached for a year)',
        security: [],
        params: Type.Object({ '*': Type.String() }),
        // The file's bytes, streamed (a stream is never serialised): for the OpenAPI document.
        response: {
          200: {
            description: 'The file, with its own content type (images, PDF)',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (req, reply) => {
      let rel = (req.params as { '*': string })['*'];
      // The upload's answer names it by fileId too (the spec shows files from /api/upload/{…}).
      if (FILE_ID.test(rel)) {
        const row = await app.db.selectFrom('upload').select('path').where('file_id', '=', rel).executeTakeFirst();
        if (!row) throw new HttpError(404, 'notFound');
        rel = row.path;
      }
      let file = storage.resolve(rel);
      const ext = file ? path.extname(file).slice(1).toLowerCase() : '';
      if (!file || !MIME_BY_EXT[ext]) throw new HttpError(404, 'notFound');
      let stat = await fileStat(file);
      let cacheControl = CACHE_CONTROL;
      if (!stat) {
        // A variant not made yet (the upload is still being worked through, or it was lost):
        // made now if it can be in a moment, else a smaller variant or the original, not kept
        // by the browser, so the next visit gets the variant.
        const alt = await storage.variantOrFallback(file);
        if (alt) {
          file = alt.file;
          stat = await fileStat(file);
          if (!alt.exact) cacheControl = 'no-store';
        }
      }
      if (!stat) throw new HttpError(404, 'notFound');
      const mime = MIME_BY_EXT[path.extname(file).slice(1).toLowerCase()];

      reply
        .header('Content-Type', mime)
        .header('Content-Length', stat.size)
        .header('Cache-Control', cacheControl)
        .header('Last-Modified', stat.mtime.toUTCString())
        .header('X-Content-Type-Options', 'nosniff');
      // A file opened on its own is a document too: it may run nothing. A PDF (which can carry
      // scripts and forms) is downloaded, not shown on our origin.
      reply.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
      if (mime === 'application/pdf')
        reply.header('Content-Disposition', `attachment; filename="${path.basename(file)}"`);
      return reply.send(fs.createReadStream(file));
    },
  );
}
