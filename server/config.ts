import net from 'node:net';
import path from 'node:path';
import { ACCOUNT_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '../contract/accounts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
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
  production: boolean;
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
    smtpUrl,
    mailFrom,
    tokenIdleMinutes: idle,
    tokenAbsoluteMinutes: absolute,
    seed: oneOf(env, 'SEED', 'demo', ['demo', 'none'] as const),
    publicUrl,
    trustProxy: trustProxy(env),
    defaultLocale: oneOf(env, 'DEFAULT_LOCALE', DEFAULT_LOCALE, LOCALES),
    production: env.NODE_ENV !== 'development',
  };
}
