import type { PreviewLink, PreviewLinkItem, TrashEntry, Version, VersionSummary } from '#contract/entities.ts';
import type { ContentKind, TrashKind } from '#contract/enums.ts';
import { api } from '#app/admin/api.ts';
import { RequestError } from '../request';
import { listPage, type ListPage } from '#app/admin/list/page.ts';

/**
 * The editorial workflow's calls (versions, trash, preview links), through the one request layer:
 * every screen uses these, none builds the paths itself.
 */

/** An item of the workflow: its kind and key (a translation group's no, a banner's id, a document's name). */
export interface ItemRef {
  kind: ContentKind;
  key: string;
}

/** The query naming an item: `no` for groups and documents, `id` for a banner. */
const itemQuery = (item: ItemRef) =>
  item.kind === 'banner' ? { kind: item.kind, id: Number(item.key) } : { kind: item.kind, no: item.key };

export async function listVersions(item: ItemRef, pageNo = 1, pageSize = 20): Promise<ListPage<VersionSummary>> {
  return listPage(await api('GET', '/admin/versions', { query: { ...itemQuery(item), pageNo, pageSize } }));
}

/** The item's newest version, or null when it has none. */
export async function newestVersion(item: ItemRef): Promise<VersionSummary | null> {
  return (await listVersions(item, 1, 1)).items[0] ?? null;
}

/** The id of the item's newest version, what an edit is based on (0: none yet). */
export const newestVersionId = async (item: ItemRef): Promise<number> => (await newestVersion(item))?.id ?? 0;

/**
 * The version someone else saved when `err` is a write refused as based on an older one (a 409 on
 * If-Match, see request's `basedOn`); null for any other error, which the screen reports as such.
 */
export async function newerVersion(
  err: unknown,
  item: ItemRef | null,
  basedOn: number | undefined,
): Promise<VersionSummary | null> {
  if (!(err instanceof RequestError) || err.status !== 409 || !item || basedOn === undefined) return null;
  const newest = await newestVersion(item).catch(() => null);
  return newest && newest.id !== basedOn ? newest : null;
}

export async function getVersion(id: number): Promise<Version> {
  return (await api('GET', '/admin/versions/{id}', { path: { id } })).result;
}

/** `withStatus`: each language also gets back the status it had in the version; else what is public stays as it is. */
export async function restoreVersion(id: number, withStatus: boolean): Promise<VersionSummary> {
  return (
    await api('POST', '/admin/versions/{id}/restore', {
      path: { id },
      query: { publication: withStatus ? 'version' : 'current' },
    })
  ).result;
}

export async function listTrash(pageNo = 1, pageSize = 20): Promise<ListPage<TrashEntry>> {
  return listPage(await api('GET', '/admin/trash', { query: { pageNo, pageSize } }));
}

/** An entry of the trash: an item of content, or a media library file (key: its fileId). */
export interface TrashRef {
  kind: TrashKind;
  key: string;
}

export async function restoreFromTrash(item: TrashRef): Promise<void> {
  await api('POST', '/admin/trash/{kind}/{key}/restore', { path: item });
}

export async function deleteForGood(item: TrashRef): Promise<void> {
  await api('DELETE', '/admin/trash/{kind}/{key}', { path: item });
}

/** A new preview link for one language row (`id`: the row's id; a banner's or document row's id), working `hours` (default: 7 days). */
export async function createPreviewLink(kind: ContentKind, id: number, hours?: number): Promise<PreviewLink> {
  return (await api('POST', '/admin/preview-links', { body: { kind, id, ...(hours ? { hours } : {}) } })).result;
}

export async function listPreviewLinks(item: ItemRef): Promise<PreviewLinkItem[]> {
  return (await api('GET', '/admin/preview-links', { query: { kind: item.kind, key: item.key } })).result ?? [];
}

export async function revokePreviewLink(id: number | string): Promise<void> {
  await api('DELETE', '/admin/preview-links/{token}', { path: { token: String(id) } });
}

/** The absolute address of a preview link (the API answers it relative to the site, with its base path). */
export const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();
