import { LOCALES, type Locale } from '#contract/locales.ts';
import { findInLibrary, indexLibrary, type PublicMedia } from '#contract/media.ts';
import type { Answer } from '../api';

/**
 * The media library's alt texts per language (issue 33), for the publish check: a picture in a
 * text without its own alt text is described when the library has one in that language (the
 * public page then shows it). Read from the public list (GET /api/user/media), one call per language.
 */
export type LibraryAlt = Partial<Record<Locale, ReadonlyMap<string, Pick<PublicMedia, 'id' | 'path'>>>>;

const basePath = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export async function loadLibraryAlt(): Promise<LibraryAlt> {
  const out: LibraryAlt = {};
  await Promise.all(
    LOCALES.map(async (lang) => {
      try {
        const res = await fetch(`${basePath}/api/user/media?_t=${Date.now()}`, { headers: { 'X-Language': lang } });
        // The route's documented answer (contract/api.generated.ts); fetched directly for its X-Language.
        const body = (await res.json()) as Partial<Answer<'GET', '/user/media'>> | null;
        out[lang] = indexLibrary((body?.result ?? []).filter((e) => e.alt));
      } catch {
        /* without the library the check counts as before */
      }
    }),
  );
  return out;
}

/** Whether the library describes the picture at `src` in `lang`. */
export function describedInLibrary(src: string | undefined, lang: Locale | undefined, library: LibraryAlt | undefined) {
  const index = lang ? library?.[lang] : undefined;
  return index ? findInLibrary(index, src) !== undefined : false;
}
