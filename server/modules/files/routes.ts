import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import contentDisposition from 'content-disposition';
import { HttpError, envelope, ok, requestLocale } from '#server/lib/http/index.ts';
import type { UploadedFile } from '#contract/entities.ts';
import { titleFor } from '../media/repository';
import { inTrash } from '../workflow/trash';
import { UploadedFileSchema } from '#contract/schemas.ts';
import { MIME_BY_EXT, type SaveOptions, type Storage } from '#server/storage/index.ts';
import { sendBlob } from '#server/storage/serve.ts';
import { badText } from '#server/lib/text.ts';

/** A fileId as storage.randomFileId() makes it. */
const FILE_ID = /^[A-Za-z0-9]{20}$/;

/** Uploaded names are random and never rewritten, so a year-long immutable cache is safe. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** An error without an HTTP status from the multipart parser is bad input (a broken body), not a 500. */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err;
  return new HttpError(400, 'invalid', `malformed multipart body (${(err as Error).message ?? 'unreadable'})`);
}

/**
 * Why a file's name (kept as the library entry's name) cannot be stored as sent, or null. The
 * multipart parser decodes a name's bytes as UTF-8 and puts U+FFFD where they are not (a name
 * sent as Latin-1), so that mark means bytes were lost: refused rather than stored as "M\ufffdller.pdf".
 */
function fileNameProblem(name: string): string | null {
  if (name.includes('\ufffd')) return 'is not valid UTF-8 (it holds U+FFFD, the mark of bytes that are not)';
  return badText(name);
}

/**
 * Receives the multipart field `file` of `req` into a hidden local file (beside the uploads, or the
 * bucket's temporary folder) and stores it
 * through storage.save (the upload route and the media library's replace).
 */
export async function receiveFile(req: FastifyRequest, storage: Storage, opts?: SaveOptions): Promise<UploadedFile> {
  if (!req.isMultipart()) {
    throw new HttpError(415, 'noFile', 'send multipart/form-data with the file in the field "file"');
  }
  let filename: string | null;
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
      const why = filename && fileNameProblem(filename);
      if (why) {
        part.file.resume();
        throw new HttpError(400, 'invalid', `the file name ${why}`);
      }
      await fs.promises.mkdir(path.dirname(tmp), { recursive: true });
      await pipeline(part.file, fs.createWriteStream(tmp, { flags: 'wx' }));
      if (part.file.truncated) throw new HttpError(413, 'fileTooLarge');
    } catch (err) {
      throw asClientError(err);
    }
    if ((await fs.promises.stat(tmp)).size === 0) throw new HttpError(400, 'noFile', 'the file is empty');
    return await storage.save({ path: tmp }, filename, opts);
  } finally {
    await fs.promises.rm(tmp, { force: true });
  }
}

/**
 * The one scope that reads multipart bodies (receiveFile), with the upload limits: the plugins of
 * the routes that receive a file (the upload below, the media library's replace) are registered
 * inside it, so the parser is registered once and no other module's route parses multipart.
 */
export function receivingFiles(...plugins: ((app: FastifyInstance) => Promise<void>)[]) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: true,
    });
    for (const plugin of plugins) await app.register(plugin);
  };
}

export default async function filesRoutes(app: FastifyInstance) {
  const { storage } = app;

  // Registered inside receivingFiles (server/modules/index.ts), which lets it read multipart bodies.
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
      // The upload is a library entry (issue 33): who brought it in.
      return ok(await receiveFile(req, storage, { uploader: req.writer.operator }));
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
      let key = storage.key(rel);
      const ext = key ? path.posix.extname(key).slice(1).toLowerCase() : '';
      if (!key || !MIME_BY_EXT[ext]) throw new HttpError(404, 'notFound');
      // A library entry in the trash: its file and variants stay in the store until it is deleted for good, unserved.
      const owner = /^([A-Za-z0-9]{20})[._-]/.exec(path.posix.basename(key))?.[1];
      if (owner && (await inTrash(app.db, 'media', owner))) throw new HttpError(404, 'notFound');
      // A PDF is downloaded under its title in the library.
      const pdfName = ext === 'pdf' ? await pdfDisposition(app, rel, key, req) : null;
      const headersOf = (k: string, cacheControl: string): Record<string, string> => {
        const mime = MIME_BY_EXT[path.posix.extname(k).slice(1).toLowerCase()];
        return {
          'Content-Type': mime,
          'Cache-Control': cacheControl,
          'X-Content-Type-Options': 'nosniff',
          // A file opened on its own is a document too: it may run nothing. A PDF (which can carry
          // scripts and forms) is downloaded, not shown on our origin.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          ...(pdfName ? { 'Content-Disposition': pdfName } : {}),
        };
      };
      // A PDF's download name follows its title (editable) and the visitor's language: revalidated
      // on every use (its ETag answers 304 while the bytes are the same).
      if (await sendBlob(req, reply, storage.store, key, headersOf(key, pdfName ? 'no-cache' : CACHE_CONTROL)))
        return reply;
      // A variant not made yet (the upload is still being worked through, or it was lost):
      // made now if it can be in a moment, else a smaller variant or the original, not kept
      // by the browser, so the next visit gets the variant.
      const alt = await storage.variantOrFallback(key);
      if (alt) {
        key = alt.key;
        if (await sendBlob(req, reply, storage.store, key, headersOf(key, alt.exact ? CACHE_CONTROL : 'no-store')))
          return reply;
      }
      throw new HttpError(404, 'notFound');
    },
  );
}

/**
 * A PDF is downloaded under its title in the library (in the visitor's language, else any), with an
 * ASCII fallback beside the UTF-8 name (the content-disposition package); without a title, under
 * its stored name.
 */
async function pdfDisposition(app: FastifyInstance, rel: string, key: string, req: FastifyRequest): Promise<string> {
  const stored = path.posix.basename(key);
  const title = await titleFor(app.db, rel, requestLocale(req));
  if (!title) return contentDisposition(stored);
  const name = `${
    title
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\p{Cc}+/gu, ' ')
      .trim()
      .slice(0, 150) || 'document'
  }.pdf`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
  return contentDisposition(name, { fallback: ascii.replace(/\.pdf$/, '').trim() ? ascii : stored });
}
