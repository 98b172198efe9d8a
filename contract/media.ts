/**
 * The media library (issue 33): every upload once, described per language, with the places it
 * is used. Shapes of /api/admin/media and their bounds, shared by server, back office and tests
 * (plain types and constants: the TypeBox schemas are in server/modules/media/schema.ts).
 */
import type { Locale } from './locales';
import { CONTENT_KINDS } from './enums';

/** Bounds of what a library entry's description may hold. */
export const MEDIA_LIMITS = { title: 200, alt: 500, caption: 1000, credit: 300, tag: 50, tags: 30, q: 200 } as const;
export const MEDIA_TYPES = ['image', 'pdf'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** What holds a file: the content kinds of the workflow, plus the places outside it. */
export const MEDIA_USE_KINDS = [...CONTENT_KINDS, 'portalConfig', 'icon', 'account'] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** The `field` of a use by an item in the trash: it can be restored, so its files count as used. */
export const MEDIA_TRASH_FIELD = 'trash';

export interface MediaText {
  title: string;
  alt: string;
  caption: string;
}
export type MediaTexts = Partial<Record<Locale, MediaText>>;
export interface FocalPoint {
  x: number;
  y: number;
}

/** One place that shows a file: the item (kind, no and row id), the API field and the row's language. */
export interface MediaUse {
  kind: MediaUseKind;
  no: string | null;
  id: number | null;
  field: string;
  lang: Locale | null;
  /** The title or name of the item */
  title: string;
  /** Whether that row is published (for the site configuration, icons and accounts: always) */
  published: boolean;
}

export interface MediaEntry {
  /** The fileId */
  id: string;
  url: string;
  mime: string;
  type: MediaType;
  size: number;
  width: number | null;
  height: number | null;
  fileName: string | null;
  texts: MediaTexts;
  focalPoint: FocalPoint | null;
  credit: string | null;
  tags: string[];
  uploader: string | null;
  createTime: string;
  updateTime: string | null;
  usageCount: number;
}
export interface MediaDetail extends MediaEntry {
  usage: MediaUse[];
}

/** What the public pages need of the library in one language (GET /api/user/media): pictures with alt text or a focal point. */
export interface PublicMedia {
  id: string;
  path: string;
  alt: string;
  focalPoint: FocalPoint | null;
}

/** `object-position` for a focal point (the centre when there is none). */
export const objectPosition = (fp: FocalPoint | null | undefined): string | undefined =>
  fp ? `${Math.round(fp.x * 100)}% ${Math.round(fp.y * 100)}%` : undefined;

/** The part of an upload URL after /api/upload/ (a stored path or a fileId), or null for another URL. */
export function uploadRef(url: string | null | undefined): string | null {
  if (!url) return null;
  const i = url.indexOf('/api/upload/');
  if (i < 0) return null;
  return url.slice(i + '/api/upload/'.length).split(/[?#]/)[0] || null;
}

/** A stored path without its extension: what a variant (`<base>-640.webp`) names its original by. */
export const uploadBase = (path: string) => path.replace(/\.[A-Za-z0-9]+$/, '');
const VARIANT_SUFFIX = /-\d+\.(?:avif|webp)$/;

/** Library entries by what an upload URL names them by: the fileId and the stored path without its extension. */
export function indexLibrary<T extends { id: string; path: string }>(entries: Iterable<T>): Map<string, T> {
  const index = new Map<string, T>();
  for (const e of entries) {
    index.set(e.id, e);
    index.set(uploadBase(e.path), e);
  }
  return index;
}

/**
 * The library entry a reference (the part of an upload URL after /api/upload/) names: by its
 * fileId, its original's path or one of its variants' paths (the uses the server finds in stored text).
 */
export function findUploadRef<T>(index: ReadonlyMap<string, T>, ref: string | null): T | undefined {
  if (!ref) return undefined;
  return index.get(ref) ?? index.get(VARIANT_SUFFIX.test(ref) ? ref.replace(VARIANT_SUFFIX, '') : uploadBase(ref));
}

/** The library entry an upload URL shows (the public pages' alt text and focal point, the back office's publish check). */
export const findInLibrary = <T>(index: ReadonlyMap<string, T>, src: string | null | undefined): T | undefined =>
  findUploadRef(index, uploadRef(src));
