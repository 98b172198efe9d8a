import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { StoreUnavailable, type BlobInfo, type BlobStore } from './blob';

type Sdk = typeof import('@aws-sdk/client-s3');
let loading: Promise<Sdk> | null = null;
/**
 * The AWS SDK, loaded when a bucket is first used: a site on the local disk never maps it. Its
 * notice that versions from 2027 on need Node 22 is for whoever upgrades it (package.json pins
 * one that runs on Node 20), not for the operator's log at every start.
 */
const sdk = () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return (loading ??= import('@aws-sdk/client-s3'));
};

const quiet = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * An S3-compatible bucket (STORAGE_URL) as a blob store, through the AWS SDK. Request checksums
 * only where the API requires them: the SDK's default (a CRC on every PUT, as trailers of a
 * chunked body) is refused by several S3-compatible servers. Bodies are streamed both ways; a PUT
 * is sent from a file (S3 wants its length first).
 */
export function s3Store(config: S3Config, tempDir: string): BlobStore {
  const where = `s3://${config.bucket}${config.prefix ? `/${config.prefix}` : ''}`;
  const fullKey = (key: string) => (config.prefix ? `${config.prefix}/${key}` : key);
  let client: Promise<S3Client> | null = null;
  const s3 = () =>
    (client ??= sdk().then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          forcePathStyle: config.forcePathStyle,
          // Without AWS_* credentials the SDK's default chain finds them (an instance or task role, ~/.aws/credentials).
          ...(config.credentials
            ? {
                credentials: {
                  accessKeyId: config.credentials.accessKeyId,
                  secretAccessKey: config.credentials.secretAccessKey,
                  ...(config.credentials.sessionToken ? { sessionToken: config.credentials.sessionToken } : {}),
                },
              }
            : {}),
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          // A bucket that does not answer is a 503 within seconds, not a request hanging for minutes.
          requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
          maxAttempts: 2,
          // Its warnings (a failed streaming PUT) reach the caller as StoreUnavailable, answered 503 and logged there.
          logger: quiet,
        }),
    ));
  /** Runs one call; an error that is not "no such key" means the bucket cannot be used now. */
  const call = async <T>(run: (c: S3Client, m: Sdk) => Promise<T>): Promise<T> => {
    const [c, m] = await Promise.all([s3(), sdk()]);
    try {
      return await run(c, m);
    } catch (err) {
      if (isMissing(err)) throw err;
      throw new StoreUnavailable(where, err);
    }
  };
  const orNull = async <T>(run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const info = (r: { ContentLength?: number; ETag?: string; LastModified?: Date }, size?: number): BlobInfo => ({
    size: size ?? r.ContentLength ?? 0,
    etag: r.ETag ?? `"${r.ContentLength}-${r.LastModified?.getTime() ?? 0}"`,
    lastModified: r.LastModified ?? new Date(0),
  });
  const tempFile = () => path.join(tempDir, `.blob-${crypto.randomBytes(9).toString('hex')}.tmp`);

  const putFile = async (key: string, file: string, contentType?: string) => {
    const { size } = await fsp.stat(file);
    await call((c, m) =>
      c.send(
        new m.PutObjectCommand({
          Bucket: config.bucket,
          Key: fullKey(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ...(contentType ? { ContentType: contentType } : {}),
        }),
      ),
    );
  };

  const store: BlobStore = {
    kind: 's3',
    where,
    tempDir,
    async put(key, source, opts) {
      if (Buffer.isBuffer(source)) {
        await call((c, m) =>
          c.send(
            new m.PutObjectCommand({
              Bucket: config.bucket,
              Key: fullKey(key),
              Body: source,
              ContentLength: source.length,
              ...(opts?.contentType ? { ContentType: opts.contentType } : {}),
            }),
          ),
        );
      } else if (source instanceof Readable) {
        await fsp.mkdir(tempDir, { recursive: true });
        const tmp = tempFile();
        try {
          await pipeline(source, fs.createWriteStream(tmp, { flags: 'wx' }));
          await putFile(key, tmp, opts?.contentType);
        } finally {
          await fsp.rm(tmp, { force: true });
        }
      } else {
        await putFile(key, source.file, opts?.contentType);
      }
    },
    head: (key) =>
      orNull(() =>
        call(async (c, m) => info(await c.send(new m.HeadObjectCommand({ Bucket: config.bucket, Key: fullKey(key) })))),
      ),
    get: (key, range) =>
      orNull(() =>
        call(async (c, m) => {
          const r = await c.send(
            new m.GetObjectCommand({
              Bucket: config.bucket,
              Key: fullKey(key),
              ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
            }),
          );
          // The whole object's size: from Content-Range for a part.
          const total = r.ContentRange ? Number(/\/(\d+)$/.exec(r.ContentRange)?.[1]) : undefined;
          return { info: info(r, Number.isFinite(total) ? total : undefined), body: r.Body as Readable };
        }),
      ),
    async delete(key) {
      await call((c, m) => c.send(new m.DeleteObjectCommand({ Bucket: config.bucket, Key: fullKey(key) })));
    },
    async *list(prefix = '') {
      const base = config.prefix ? `${config.prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await call((c, m) =>
          c.send(
            new m.ListObjectsV2Command({
              Bucket: config.bucket,
              Prefix: base + prefix,
              ContinuationToken: token,
            }),
          ),
        );
        for (const o of page.Contents ?? []) {
          if (!o.Key) continue;
          const key = o.Key.slice(base.length);
          if (key.split('/').some((s) => s.startsWith('.'))) continue;
          yield { key, size: o.Size ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async localCopy(key) {
      const got = await store.get(key);
      if (!got) return null;
      await fsp.mkdir(tempDir, { recursive: true });
      const file = tempFile();
      try {
        await pipeline(got.body, fs.createWriteStream(file, { flags: 'wx' }));
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw new StoreUnavailable(where, err);
      }
      return { file, done: () => fsp.rm(file, { force: true }) };
    },
  };
  return store;
}
