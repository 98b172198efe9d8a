import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import type { MediaDetail, MediaEntry, PublicMedia } from '#contract/media.ts';
import type { TrashEntry } from '#contract/entities.ts';
import { backupScratch } from '../backup-support';
import { startS3Server, type S3Server } from '../s3-support';

/**
 * Deleting a media library entry (issue 33) puts it in the trash like content: it leaves the
 * library, the public texts and /api/upload/ (its file stays in the store), the trash lists it as
 * kind `media`, restore brings it back exactly, and deleting it for good (or the purge after
 * TRASH_DAYS) removes the record, its texts, the file and its variants from the store.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: string, url: string, body?: unknown) => adminCall(t, method, url, body, 'en_US');

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

async function upload(bytes: Buffer, name: string, token?: string) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)]), name);
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.config.basePath}/api/admin/files/upload`,
    headers: { authorization: token ?? (await t.token()), 'x-language': 'en_US' },
    payload: fd,
  });
  expect(res.statusCode, res.body).toBe(200);
  const up = JSON.parse(res.body).result as { fileId: string; url: string };
  // Its variants are made after the answer: wait for them, so the store holds the file and all of them.
  await t.app.storage.settled();
  return { ...up, path: up.url.split('/api/upload/')[1] };
}

/** Every key in the store that belongs to the file (the original and its variants). */
async function storedKeys(fileId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of t.app.storage.store.list(''))
    if (path.posix.basename(o.key).startsWith(fileId)) keys.push(o.key);
  return keys.sort();
}

const served = async (p: string) =>
  (await t.app.inject({ method: 'GET', url: `${t.config.basePath}/api/upload/${p}` })).statusCode;

async function trash(): Promise<TrashEntry[]> {
  const res = await admin('GET', '/admin/trash?pageSize=100');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as TrashEntry[];
}

async function describedPicture(name: string, colour: string) {
  const pic = await upload(await png(60, 40, colour), name);
  const description = {
    texts: {
      de_DE: { title: 'Empfang', alt: 'Der Empfang der Kanzlei', caption: 'Im Erdgeschoss' },
      en_US: { title: 'Reception', alt: 'The firm’s reception', caption: '' },
      zh_CN: { title: '前台', alt: '律所前台', caption: '' },
    },
    focalPoint: { x: 0.25, y: 0.75 },
    credit: 'Foto: Muster',
    tags: ['kanzlei', 'empfang'],
  };
  expect((await admin('PUT', `/admin/media/${pic.fileId}`, description)).status).toBe(200);
  return pic;
}

describe('deleting a media entry moves it to the trash', () => {
  it('leaves the library and /api/upload/, is listed in the trash, and a restore brings it back exactly', async () => {
    const pic = await describedPicture('reception.png', '#884422');
    const before = (await admin('GET', `/admin/media/${pic.fileId}`)).body.result as MediaDetail;
    const keys = await storedKeys(pic.fileId);
    expect(keys.length).toBeGreaterThan(1); // the original and its variants
    const variant = keys.find((k) => k.endsWith('.webp'))!;
    expect(await served(pic.path)).toBe(200);
    expect(await served(pic.fileId)).toBe(200);

    const res = await admin('DELETE', `/admin/media/${pic.fileId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    // Gone from the library, the picker's list, the public texts and the address of its file.
    expect((await admin('GET', `/admin/media/${pic.fileId}`)).status).toBe(404);
    const listed = (await admin('GET', '/admin/media?pageSize=100')).body.result as MediaEntry[];
    expect(listed.map((e) => e.id)).not.toContain(pic.fileId);
    expect(((await admin('GET', '/admin/media?q=Reception')).body.result as MediaEntry[]).length).toBe(0);
    const pub = (await t.call('GET', '/user/media', { token: null, lang: 'en_US' })).body.result as PublicMedia[];
    expect(pub.map((m) => m.id)).not.toContain(pic.fileId);
    expect(await served(pic.path)).toBe(404);
    expect(await served(pic.fileId)).toBe(404);
    expect(await served(variant)).toBe(404);
    // The file stays in the store while the entry is in the trash.
    expect(await storedKeys(pic.fileId)).toEqual(keys);

    // The trash lists it, recognisably.
    const entry = (await trash()).find((e) => e.key === pic.fileId);
    expect(entry).toMatchObject({ kind: 'media', key: pic.fileId, title: 'Empfang', operatorName: expect.any(String) });
    expect(entry!.langs.sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);

    const restored = await admin('POST', `/admin/trash/media/${pic.fileId}/restore`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const after = (await admin('GET', `/admin/media/${pic.fileId}`)).body.result as MediaDetail;
    expect(after).toEqual(before);
    expect(await served(pic.path)).toBe(200);
    expect(await served(pic.fileId)).toBe(200);
    expect(await served(variant)).toBe(200);
    expect((await trash()).find((e) => e.key === pic.fileId)).toBeUndefined();
    const pubAgain = (await t.call('GET', '/user/media', { token: null, lang: 'de_DE' })).body.result as PublicMedia[];
    expect(pubAgain.find((m) => m.id === pic.fileId)).toMatchObject({
      alt: 'Der Empfang der Kanzlei',
      focalPoint: { x: 0.25, y: 0.75 },
    });
  });

  it('is still refused with the uses named while the file is used', async () => {
    const pic = await upload(await png(20, 20, '#123456'), 'used.png');
    const made = await admin('POST', '/admin/banner', { lang: 'de_DE', title: 'Banner', imgPath: pic.url });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await admin('DELETE', `/admin/media/${pic.fileId}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('banner');
    expect((await trash()).find((e) => e.key === pic.fileId)).toBeUndefined();
    expect(await served(pic.path)).toBe(200);
  });

  it('the same file uploaded again while its old copy is in the trash is a new entry', async () => {
    const bytes = await png(30, 30, '#00aa00');
    const first = await upload(bytes, 'same.png');
    expect((await admin('DELETE', `/admin/media/${first.fileId}`)).status).toBe(200);
    const second = await upload(bytes, 'same.png');
    expect(second.fileId).not.toBe(first.fileId);
    expect(await served(second.path)).toBe(200);
    expect(await served(first.path)).toBe(404);
    const listed = (await admin('GET', '/admin/media?q=same.png')).body.result as MediaEntry[];
    expect(listed.map((e) => e.id)).toEqual([second.fileId]);
  });

  it('deleting it for good removes the record, its texts, the file and its variants from the store', async () => {
    const pic = await describedPicture('gone.png', '#aa00aa');
    expect((await storedKeys(pic.fileId)).length).toBeGreaterThan(1);
    expect((await admin('DELETE', `/admin/media/${pic.fileId}`)).status).toBe(200);
    const res = await admin('DELETE', `/admin/trash/media/${pic.fileId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedKeys(pic.fileId)).toEqual([]);
    expect((await trash()).find((e) => e.key === pic.fileId)).toBeUndefined();
    expect(await t.app.db.selectFrom('upload_text').selectAll().where('file_id', '=', pic.fileId).execute()).toEqual(
      [],
    );
    expect((await admin('POST', `/admin/trash/media/${pic.fileId}/restore`)).status).toBe(404);
    expect((await admin('GET', `/admin/media/${pic.fileId}`)).status).toBe(404);
  });

  it('the purge after TRASH_DAYS removes it and its files; a younger one stays', async () => {
    const old = await upload(await png(50, 30, '#0000aa'), 'old.png');
    const young = await upload(await png(50, 30, '#00aaaa'), 'young.png');
    expect((await admin('DELETE', `/admin/media/${old.fileId}`)).status).toBe(200);
    expect((await admin('DELETE', `/admin/media/${young.fileId}`)).status).toBe(200);
    const days = t.config.trashDays;
    await t.app.db
      .updateTable('trash_item')
      .set({ delete_time: new Date(Date.now() - (days + 1) * 86_400_000).toISOString() })
      .where('kind', '=', 'media')
      .where('item_key', '=', old.fileId)
      .execute();
    const cleanUp = t.app.cleanUps.find((c) => c.what === 'clearing the trash');
    expect(cleanUp).toBeDefined();
    await cleanUp!.run();
    expect(await storedKeys(old.fileId)).toEqual([]);
    const left = (await trash()).map((e) => e.key);
    expect(left).not.toContain(old.fileId);
    expect(left).toContain(young.fileId);
    expect((await storedKeys(young.fileId)).length).toBeGreaterThan(1);
  });
});

describe('roles', () => {
  const PASSWORD = 'author-password-123';
  let author: string;
  beforeAll(async () => {
    const made = await admin('POST', '/admin/users', {
      loginAccount: 'author-trash',
      userName: 'Author Trash',
      roleId: 3,
      languages: null,
      password: PASSWORD,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const login = await t.call('POST', '/admin/login', { body: { loginAccount: 'author-trash', password: PASSWORD } });
    author = login.body.result;
  });

  it('an Author moves an unused file to the trash but restores or deletes it for good only as the trash allows', async () => {
    const pic = await upload(await png(20, 20, '#777777'), 'author.png', author);
    const as = (method: string, url: string) => t.call(method, url, { token: author, lang: 'en_US' });
    expect((await as('DELETE', `/admin/media/${pic.fileId}`)).status).toBe(200);
    expect((await as('POST', `/admin/trash/media/${pic.fileId}/restore`)).status).toBe(403);
    expect((await as('DELETE', `/admin/trash/media/${pic.fileId}`)).status).toBe(403);
    expect(await served(pic.path)).toBe(404);
    expect((await admin('POST', `/admin/trash/media/${pic.fileId}/restore`)).status).toBe(200);
    expect(await served(pic.path)).toBe(200);
  });

  it('a made-up key or kind in the trash is a clear 4xx', async () => {
    expect((await admin('POST', '/admin/trash/media/AAAAAAAAAAAAAAAAAAAA/restore')).status).toBe(404);
    expect((await admin('DELETE', '/admin/trash/media/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const bad = await admin('POST', '/admin/trash/pictures/AAAAAAAAAAAAAAAAAAAA/restore');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('kind');
  });
});

describe('backup', () => {
  const { restoredCopy, cleanup } = backupScratch();
  afterAll(async () => {
    await cleanup();
  });

  it('a backup carries a trashed media entry: restored there, it comes back with texts and file', async () => {
    const pic = await describedPicture('archived.png', '#334455');
    const before = (await admin('GET', `/admin/media/${pic.fileId}`)).body.result as MediaDetail;
    expect((await admin('DELETE', `/admin/media/${pic.fileId}`)).status).toBe(200);
    const restored = await restoredCopy(t.config, 'media-trash');
    const { call } = restored;
    try {
      const listed = (await call('GET', '/admin/trash?pageSize=100')).body.result as TrashEntry[];
      expect(listed.find((e) => e.key === pic.fileId)).toMatchObject({ kind: 'media', title: 'Empfang' });
      expect((await restored.app.inject({ method: 'GET', url: `/api/upload/${pic.path}` })).statusCode).toBe(404);
      expect((await call('POST', `/admin/trash/media/${pic.fileId}/restore`)).status).toBe(200);
      expect((await call('GET', `/admin/media/${pic.fileId}`)).body.result).toEqual(before);
      expect((await restored.app.inject({ method: 'GET', url: `/api/upload/${pic.path}` })).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  });
});

describe('in an S3 bucket (STORAGE_URL)', () => {
  let s3: S3Server;
  let b: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    b = await createTestApp(s3.env('trash'));
  });
  afterAll(async () => {
    await b?.close();
    await s3?.close();
  });

  it('the file stays in the bucket while in the trash; deleting for good removes it and its variants', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await png(60, 40, '#aa5500'))]), 'bucket.png');
    const res = await b.app.inject({
      method: 'POST',
      url: `${b.config.basePath}/api/admin/files/upload`,
      headers: { authorization: await b.token(), 'x-language': 'en_US' },
      payload: fd,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { fileId, url } = JSON.parse(res.body).result as { fileId: string; url: string };
    await b.app.storage.settled();
    const inBucket = async () => [...(await s3.list('trash')).keys()].filter((k) => k.includes(fileId)).sort();
    const keys = await inBucket();
    expect(keys.length).toBeGreaterThan(1);
    const get = async () => (await b.app.inject({ method: 'GET', url })).statusCode;
    expect(await get()).toBe(200);

    expect((await adminCall(b, 'DELETE', `/admin/media/${fileId}`)).status).toBe(200);
    expect(await get()).toBe(404);
    expect(await inBucket()).toEqual(keys);
    expect((await adminCall(b, 'POST', `/admin/trash/media/${fileId}/restore`)).status).toBe(200);
    expect(await get()).toBe(200);

    expect((await adminCall(b, 'DELETE', `/admin/media/${fileId}`)).status).toBe(200);
    expect((await adminCall(b, 'DELETE', `/admin/trash/media/${fileId}`)).status).toBe(200);
    expect(await inBucket()).toEqual([]);
  });
});
