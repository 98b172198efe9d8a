import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '#contract/accounts.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#contract/locales.ts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /**
   * How the SQLite file's commits reach the disk (SQLITE_SYNCHRONOUS, server/db/sqlite.ts):
   * 'normal' (the default) keeps every acknowledged write through a crash of the process;
   * 'full' also through a power cut, at the cost of a flush to disk on every commit.
   */
  sqliteSynchronous: 'normal' | 'full';
  adminAccount: string;
  adminPassword: string | null;
  basePath: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** 'pretty' (readable lines), 'json' (one JSON object per line), or 'auto': pretty on a terminal. */
  logFormat: 'auto' | 'pretty' | 'json';
  uploadMaxBytes: number;
  /** Images with more pixels (width × height) are refused with 413 (MAX_IMAGE_PIXELS, default 40 megapixels). */
  maxImagePixels: number;
  /**
   * AVIF images with more pixels are refused with 413 (MAX_AVIF_PIXELS, default 4.5 megapixels:
   * 2560 × 1707). Decoding an AVIF takes about 16 bytes per pixel at once (libheif has no
   * shrink-on-load and no streaming), so a 24-megapixel one alone would take some 400 MB.
   */
  maxAvifPixels: number;
  tokenIdleMinutes: number;
  tokenAbsoluteMinutes: number;
  /** Days a deleted item stays in the trash before it is deleted for good (TRASH_DAYS). */
  trashDays: number;
  /** Days the audit trail keeps an entry before the hourly sweep removes it (AUDIT_DAYS, default two years). */
  auditDays: number;
  /** Days a closed inquiry is kept before it is deleted for good (INQUIRY_DAYS). */
  inquiryDays: number;
  /** Inquiries one client address may send per hour (INQUIRY_HOURLY_LIMIT); per e-mail address it is half, at least 1. */
  inquiryHourlyLimit: number;
  /**
   * Requests to the admin (token) API one client address may make per minute, counted across all
   * nodes on the database (ADMIN_RATE_LIMIT, default 600; server/lib/shared-rate-limit.ts).
   */
  adminRateLimit: number;
  /** nodemailer's SMTP URL, e.g. smtps://user:pass@mail.example:465 (SMTP_URL); null: no mail is sent. */
  smtpUrl: string | null;
  /** The sender of every mail (MAIL_FROM), e.g. "Kanzlei <web@kanzlei.example>". */
  mailFrom: string;
  /** 'demo' seeds the demo content on an empty database; 'none' starts empty. */
  seed: 'demo' | 'none';
  /** Public origin used in canonical links and the sitemap, e.g. https://www.example-kanzlei.de */
  publicUrl: string | null;
  /**
   * Which proxies may tell the client's address (X-Forwarded-For) and scheme: false (none, the
   * default), a number of hops, or a list of addresses/CIDR ranges. Given to Fastify's trustProxy.
   */
  trustProxy: false | number | string[];
  /**
   * The site's language when a request names none of its languages (DEFAULT_LOCALE, default
   * zh_CN as the spec says): visitors without a matching browser language, crawlers and link
   * previews, the x-default alternate, and the API's messages without X-Language.
   */
  defaultLocale: Locale;
  /** Where uploads are stored: null for DATA_DIR/uploads (the default), else the S3 bucket of STORAGE_URL. */
  s3: S3Config | null;
  production: boolean;
}

/** An S3-compatible bucket (STORAGE_URL=s3://bucket/prefix?endpoint=…&region=…&forcePathStyle=1). */
export interface S3Config {
  bucket: string;
  /** Key prefix without slashes at either end ('' for the bucket's root). */
  prefix: string;
  /** The server's URL (S3-compatible stores); null for AWS itself. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY (/ AWS_SESSION_TOKEN); null: the AWS SDK's own chain (instance role, ~/.aws/credentials, …). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string | null } | null;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return n;
}

function oneOf<T extends string>(env: Env, name: string, def: T, values: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(values as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** TRUST_PROXY: unset/false (trust no proxy), a hop count 1–10, or a comma-separated list of IPs/CIDRs. */
function trustProxy(env: Env): false | number | string[] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return int(env, 'TRUST_PROXY', 0, 1, 10);
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    const [addr, bits, extra] = item.split('/');
    const family = net.isIP(addr);
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !okBits || extra !== undefined) {
      throw new ConfigError(
        `TRUST_PROXY must be "false", a number of proxy hops (1-10) or a comma-separated list of proxy addresses/CIDR ranges such as 10.0.0.0/8, got "${raw}"`,
      );
    }
  }
  return list;
}

/** A secret from NAME, or from the file NAME_FILE names (Docker/systemd secrets); null when neither is set. */
function secret(env: Env, name: string): string | null {
  const file = env[`${name}_FILE`];
  if (file) {
    if (env[name]) throw new ConfigError(`set ${name} or ${name}_FILE, not both`);
    try {
      return fs.readFileSync(file, 'utf8').trim() || null;
    } catch (err) {
      throw new ConfigError(
        `${name}_FILE names "${file}", which cannot be read (${(err as NodeJS.ErrnoException).code})`,
      );
    }
  }
  return env[name] || null;
}

const S3_OPTIONS = ['endpoint', 'region', 'forcePathStyle'];
const STORAGE_URL_EXAMPLE = 's3://bucket/prefix?endpoint=https://s3.example.com&region=eu-central-1&forcePathStyle=1';

/** STORAGE_URL: unset for DATA_DIR/uploads, or an s3:// URL with its credentials from AWS_* variables. */
function storage(env: Env): S3Config | null {
  const raw = (env.STORAGE_URL ?? '').trim();
  if (raw === '') return null;
  const bad = (why: string) => new ConfigError(`STORAGE_URL ${why} (e.g. ${STORAGE_URL_EXAMPLE}), got "${raw}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw bad('must be an s3:// URL');
  }
  if (url.protocol !== 's3:') throw bad('must start with s3:// (leave it unset to store uploads in DATA_DIR/uploads)');
  if (url.username || url.password)
    throw bad('must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or their _FILE variants)');
  const bucket = url.hostname;
  // S3's bucket naming rules (lower case, digits, dots and hyphens, 3–63 characters).
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket) || url.port) throw bad(`names no valid bucket ("${bucket}")`);
  let prefix: string;
  try {
    prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  } catch {
    throw bad(`has a prefix with a broken %-escape ("${url.pathname}")`);
  }
  if ((prefix && !prefix.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s))) || prefix.length > 200)
    throw bad('has a prefix that is not a plain path (letters, digits, . _ - and /)');
  for (const key of url.searchParams.keys())
    if (!S3_OPTIONS.includes(key)) throw bad(`has an unknown option "${key}" (known: ${S3_OPTIONS.join(', ')})`);
  const endpoint = url.searchParams.get('endpoint') || null;
  if (endpoint) {
    let e: URL | null = null;
    try {
      e = new URL(endpoint);
    } catch {
      /* refused below */
    }
    if (!e || (e.protocol !== 'http:' && e.protocol !== 'https:') || e.username || e.search)
      throw bad('has an endpoint that is not an http(s) URL such as https://s3.example.com');
  }
  const region = url.searchParams.get('region') || env.AWS_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw bad(`has an invalid region "${region}"`);
  const style = url.searchParams.get('forcePathStyle') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(style)) throw bad('has forcePathStyle other than 1/true or 0/false');
  const accessKeyId = secret(env, 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = secret(env, 'AWS_SECRET_ACCESS_KEY');
  const sessionToken = secret(env, 'AWS_SESSION_TOKEN');
  // Neither: the AWS SDK finds them itself (an instance or task role, ~/.aws/credentials, …).
  if (!accessKeyId !== !secretAccessKey || (sessionToken && !accessKeyId))
    throw new ConfigError(
      "STORAGE_URL's credentials are incomplete: set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID_FILE and AWS_SECRET_ACCESS_KEY_FILE naming files that hold them), or neither to use the AWS SDK's own (an instance or task role, ~/.aws/credentials)",
    );
  return {
    bucket,
    prefix,
    endpoint: endpoint ? endpoint.replace(/\/+$/, '') : null,
    region,
    forcePathStyle: style === '1' || style === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : null,
  };
}

/**
 * The origin of every absolute URL the site writes (canonical, hreflang, sitemap, JSON-LD):
 * PUBLIC_URL, else the address the server listens on (http://localhost:3000 on a laptop).
 */
export function siteOrigin(config: Config, address?: string | { port: number } | null): string {
  if (config.publicUrl) return config.publicUrl;
  const port = address && typeof address === 'object' ? address.port : config.port;
  const host =
    config.host === '0.0.0.0' || config.host === '::'
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host;
  return `http://${host}:${port}`;
}

/** Reads and validates the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: Env = process.env): Config {
  const basePath = (env.BASE_PATH ?? '').replace(/\/+$/, '');
  if (basePath && !/^\/[A-Za-z0-9._~\-/]*$/.test(basePath)) {
    throw new ConfigError(`BASE_PATH must start with "/" and contain only URL path characters, got "${env.BASE_PATH}"`);
  }
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded SQLite database)',
    );
  }
  const adminAccount = env.ADMIN_ACCOUNT || 'admin';
  if (!ACCOUNT_PATTERN.test(adminAccount)) {
    throw new ConfigError('ADMIN_ACCOUNT must be 3 to 64 letters, digits or . _ @ -');
  }
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword !== null && (adminPassword.length < PASSWORD_MIN || adminPassword.length > PASSWORD_MAX)) {
    throw new ConfigError(`ADMIN_PASSWORD must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`);
  }
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null;
  if (publicUrl && !/^https?:\/\/[^/\s]+$/.test(publicUrl)) {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) origin such as https://www.example.com, got "${env.PUBLIC_URL}"`,
    );
  }
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@mail.example:465');
  }
  const mailFrom =
    (env.MAIL_FROM ?? '').trim() || (publicUrl ? `noreply@${new URL(publicUrl).hostname}` : 'noreply@localhost');
  if (/[\r\n]/.test(mailFrom) || !/@/.test(mailFrom))
    throw new ConfigError('MAIL_FROM must be one e-mail address, e.g. "Kanzlei <web@kanzlei.example>"');
  const host = env.HOST || '0.0.0.0';
  const idle = int(env, 'TOKEN_IDLE_MINUTES', 120, 1, 60 * 24 * 30);
  const absolute = int(env, 'TOKEN_ABSOLUTE_MINUTES', 720, 1, 60 * 24 * 90);
  if (absolute < idle) throw new ConfigError('TOKEN_ABSOLUTE_MINUTES must not be shorter than TOKEN_IDLE_MINUTES');
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    sqliteSynchronous: oneOf(env, 'SQLITE_SYNCHRONOUS', 'normal', ['normal', 'full'] as const),
    adminAccount,
    adminPassword,
    basePath,
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    logFormat: oneOf(env, 'LOG_FORMAT', 'auto', ['auto', 'pretty', 'json'] as const),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_MB', 20, 1, 1024) * 1024 * 1024,
    // At least a 1000 × 1000 image; at most what libvips decodes at all (16383 × 16383).
    maxImagePixels: int(env, 'MAX_IMAGE_PIXELS', 40_000_000, 1_000_000, 16383 * 16383),
    maxAvifPixels: int(env, 'MAX_AVIF_PIXELS', 4_500_000, 1_000_000, 16383 * 16383),
    trashDays: int(env, 'TRASH_DAYS', 30, 1, 3650),
    auditDays: int(env, 'AUDIT_DAYS', 730, 30, 36500),
    inquiryDays: int(env, 'INQUIRY_DAYS', 180, 1, 3650),
    inquiryHourlyLimit: int(env, 'INQUIRY_HOURLY_LIMIT', 10, 1, 10_000),
    adminRateLimit: int(env, 'ADMIN_RATE_LIMIT', 600, 1, 100_000),
    smtpUrl,
    mailFrom,
    tokenIdleMinutes: idle,
    tokenAbsoluteMinutes: absolute,
    seed: oneOf(env, 'SEED', 'demo', ['demo', 'none'] as const),
    publicUrl,
    trustProxy: trustProxy(env),
    defaultLocale: oneOf(env, 'DEFAULT_LOCALE', DEFAULT_LOCALE, LOCALES),
    s3: storage(env),
    production: env.NODE_ENV !== 'development',
  };
}
