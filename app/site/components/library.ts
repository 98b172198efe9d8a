import { useRouteLoaderData } from 'react-router';
import { findInLibrary, indexLibrary, type PublicMedia } from '#contract/media.ts';
import { LAYOUT_ID, type SiteLayoutData } from './site-data';

/**
 * The media library's texts and focal points in the page's language (issue 33), as the site
 * layout loaded them once for the page (GET /api/user/media), found by findInLibrary (contract/media.ts).
 */
export type LibraryIndex = Map<string, PublicMedia>;

const built = new WeakMap<PublicMedia[], LibraryIndex>();

export function libraryIndex(entries: PublicMedia[] | undefined): LibraryIndex {
  if (!entries) return new Map();
  let index = built.get(entries);
  if (!index) {
    index = indexLibrary(entries);
    built.set(entries, index);
  }
  return index;
}

export function useLibrary(): LibraryIndex {
  const layout = useRouteLoaderData<SiteLayoutData>(LAYOUT_ID);
  return libraryIndex(layout?.media);
}

const IMG = /<img\b[^>]*>/gi;
const ATTR = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Pictures in rich text without their own alt text get the library's in the page's language
 * (the text is sanitised on write; this only adds or fills an `alt` attribute, escaped).
 */
export function withLibraryAlt(html: string, index: LibraryIndex): string {
  if (index.size === 0 || !html.includes('<img')) return html;
  return html.replace(IMG, (tag) => {
    const src = ATTR('src').exec(tag);
    const entry = src ? findInLibrary(index, src[2] ?? src[3]) : undefined;
    if (!entry?.alt) return tag;
    const alt = ATTR('alt').exec(tag);
    if (alt && (alt[2] ?? alt[3] ?? '').trim() !== '') return tag;
    const attr = ` alt="${escapeAttr(entry.alt)}"`;
    if (alt) return tag.replace(alt[0], attr);
    return tag.replace(/^<img\b/i, `<img${attr}`);
  });
}
