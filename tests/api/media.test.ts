import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, createRoutesStub, useLoaderData } from 'react-router';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';
import type { Locale } from '#contract/locales.ts';
import type { MediaDetail, MediaEntry, MediaUse } from '#contract/media.ts';
import { I18nProvider } from '#app/i18n/index.tsx';
import { siteMessages } from '#app/i18n/messages/index.ts';
import { LAYOUT_ID } from '#app/site/components/site-data.ts';
import SiteLayout, { loader as layoutLoader } from '#app/site/layout.tsx';
import { NEWS_SECTION } from '#app/site/components/pages/articles.ts';
import { ArticleDetailView } from '#app/site/components/pages/ArticleDetail.tsx';
import { loadArticleDetail } from '#app/site/components/pages/articles.server.ts';
import TeamDetailPage, { loader as teamLoader } from '#app/site/routes/team-detail.tsx';
import { withScriptHashes } from '#server/web/csp.ts';
import { backupScratch } from '../backup-support';
import { siteContext } from '../site-support';

/**
 * The media library (issue 33): uploads are entries described per language, their uses are
 * found in every field that can hold a file (rich text included), a file is replaced everywhere
 * at once, a used file is not deleted, and the public pages take the library's alt text in their
 * language and its focal point.
 */

let t: TestApp;
/** A news category in German and English (news needs one). */
let category: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await adminCall(t, 'POST', '/admin/catalog', [
    { lang: 'de_DE', name: 'Kanzlei', type: 0 },
    { lang: 'en_US', name: 'Firm', type: 0 },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  category = Object.fromEntries((res.body.result as { id: number; lang: string }[]).map((r) => [r.lang, r.id]));
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: string, url: string, body?: unknown, lang = 'en_US') => adminCall(t, method, url, body, lang);

const png = (width: number, height: number, colour = '#336699') =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function form(bytes: Buffer, name: string): FormData {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)]), name);
  return fd;
}

async function send(method: 'POST' | 'PUT', url: string, bytes: Buffer, name: string, token?: string) {
  const res = await t.app.inject({
    method,
    url: `${t.config.basePath}/api${url}`,
    headers: { authorization: token ?? (await t.token()), 'x-language': 'en_US' },
    payload: form(bytes, name),
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

async function upload(bytes: Buffer, name: string, token?: string) {
  const res = await send('POST', '/admin/files/upload', bytes, name, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { fileId: string; url: string };
}

const detail = async (id: string) => {
  const res = await admin('GET', `/admin/media/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as MediaDetail;
};

const uses = (d: MediaDetail) => d.usage.map((u: MediaUse) => `${u.kind}:${u.field}:${u.lang ?? '-'}`).sort();

async function createNews(coverUrl: string, content: string, over: Record<string, unknown> = {}) {
  const res = await admin('POST', '/admin/latest-news', [
    { lang: 'de_DE', title: 'Nachricht', coverUrl, content, cataId: category.de_DE, ...over },
    { lang: 'en_US', title: 'News', coverUrl, content, cataId: category.en_US, ...over },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; no: string; lang: Locale }[];
}

async function createLawyer(photoUrl: string, intro = '<p>Intro</p>') {
  const res = await admin('POST', '/admin/lawyerTeam', [
    { lang: 'de_DE', name: 'Anna Berger', photoUrl, intro, customContents: [] },
    { lang: 'en_US', name: 'Anna Berger', photoUrl, intro, customContents: [] },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result as { id: number; no: string; lang: Locale }[];
}

describe('library entries', () => {
  it('an upload answers fileId as before and becomes an entry with its uploader', async () => {
    const up = await upload(await png(40, 30), 'office.png');
    expect(up.fileId).toMatch(/^[A-Za-z0-9]{20}$/);
    const d = await detail(up.fileId);
    expect(d).toMatchObject({
      id: up.fileId,
      url: up.url,
      type: 'image',
      width: 40,
      height: 30,
      fileName: 'office.png',
      focalPoint: null,
      tags: [],
      usage: [],
      usageCount: 0,
    });
    expect(d.uploader).toBeTruthy();
  });

  it('describes per language; absent fields stay as they were', async () => {
    const { fileId } = await upload(await png(50, 50), 'portrait.png');
    const put = await admin('PUT', `/admin/media/${fileId}`, {
      texts: {
        de_DE: { title: 'Porträt', alt: 'Anna Berger am Schreibtisch', caption: 'Foto: Kanzlei' },
        en_US: { title: 'Portrait', alt: 'Anna Berger at her desk', caption: '' },
        zh_CN: { title: '肖像', alt: '安娜·贝格尔在办公桌前', caption: '' },
      },
      focalPoint: { x: 0.25, y: 0.1 },
      credit: '© Kanzlei',
      tags: ['team', 'portrait', 'team'],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.result.tags).toEqual(['team', 'portrait']);
    // Only the German alt text and nothing else: the rest stays.
    const second = await admin('PUT', `/admin/media/${fileId}`, { texts: { de_DE: { alt: 'Anna Berger' } } });
    expect(second.status).toBe(200);
    const d = await detail(fileId);
    expect(d.texts.de_DE).toEqual({ title: 'Porträt', alt: 'Anna Berger', caption: 'Foto: Kanzlei' });
    expect(d.texts.zh_CN?.alt).toBe('安娜·贝格尔在办公桌前');
    expect(d.focalPoint).toEqual({ x: 0.25, y: 0.1 });
    expect(d.credit).toBe('© Kanzlei');
    // Search by alt text, title, tag and file name; filters by type and missing alt text.
    for (const q of ['berger', 'Porträt', 'portrait', 'portrait.png', '办公桌']) {
      const list = await admin('GET', `/admin/media?q=${encodeURIComponent(q)}`);
      expect(list.status).toBe(200);
      expect(
        list.body.result.map((e: MediaEntry) => e.id),
        q,
      ).toContain(fileId);
    }
    const missingDe = await admin('GET', '/admin/media?missingAlt=de_DE&pageSize=100');
    expect(missingDe.body.result.map((e: MediaEntry) => e.id)).not.toContain(fileId);
    expect(missingDe.body.pageable).toMatchObject({ pageNo: 1, pageSize: 100 });
    const pdfs = await admin('GET', '/admin/media?type=pdf');
    expect(pdfs.body.result.map((e: MediaEntry) => e.id)).not.toContain(fileId);
    const counts = await admin('GET', '/admin/media/missing-alt');
    expect(counts.status).toBe(200);
    expect(Object.keys(counts.body.result).sort()).toEqual(['de_DE', 'en_US', 'zh_CN']);
  });

  it('refuses bad input with a 4xx that names it, and changes nothing', async () => {
    const { fileId } = await upload(await png(20, 20), 'bad.png');
    const bad: [string, string, unknown][] = [
      ['PUT', `/admin/media/${fileId}`, { focalPoint: { x: 1.5, y: 0 } }],
      ['PUT', `/admin/media/${fileId}`, { focalPoint: { x: 0.5 } }],
      ['PUT', `/admin/media/${fileId}`, { texts: { de_DE: { alt: 'x'.repeat(501) } } }],
      ['PUT', `/admin/media/${fileId}`, { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
      ['PUT', `/admin/media/${fileId}`, { tags: ['x'.repeat(51)] }],
      ['PUT', `/admin/media/${fileId}`, { credit: 'x'.repeat(301) }],
      ['PUT', '/admin/media/not-an-id', { credit: 'x' }],
      ['GET', '/admin/media?type=video', undefined],
      ['GET', '/admin/media?missingAlt=fr_FR', undefined],
      ['GET', `/admin/media?q=${'x'.repeat(201)}`, undefined],
      ['GET', '/admin/media?pageSize=100000', undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await admin(method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ result: null, status: 400 });
      expect(res.body.message.length).toBeGreaterThan(10);
    }
    expect((await admin('GET', '/admin/media/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await admin('PUT', '/admin/media/AAAAAAAAAAAAAAAAAAAA', { credit: 'x' })).status).toBe(404);
    expect((await admin('DELETE', '/admin/media/AAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const d = await detail(fileId);
    expect(d).toMatchObject({ focalPoint: null, credit: null, tags: [], texts: {} });
    // Replacing with something that is not a file, or a PDF for a picture.
    const noFile = await admin('PUT', `/admin/media/${fileId}/file`, { file: 'x' });
    expect(noFile.status).toBe(415);
    const pdf = await send('PUT', `/admin/media/${fileId}/file`, tinyPdf, 'x.pdf');
    expect(pdf.status).toBe(415);
    expect((await detail(fileId)).mime).toBe('image/png');
    expect((await t.call('GET', '/admin/media')).status).toBe(401);
  });
});

describe('where a file is used', () => {
  it('finds every field that can hold a file, rich text and lists included', async () => {
    const pic = await upload(await png(60, 40), 'everywhere.png');
    const pdf = await upload(tinyPdf, 'brochure.pdf');
    const variant = pic.url.replace(/\.png$/, '-320.webp');
    await createNews(pic.url, `<p><img src="${variant}" alt=""> <a href="${pdf.url}">Brochure</a></p>`);
    await createLawyer(pic.url, `<p><a href="${pdf.url}">CV</a></p>`);
    const area = await admin('POST', '/admin/professionalField', [
      { lang: 'de_DE', name: 'Steuerrecht', introduce: '<p>x</p>', iconUrl: pic.url },
    ]);
    expect(area.status, JSON.stringify(area.body)).toBe(200);
    const banner = await admin('POST', '/admin/banner', { lang: 'en_US', imgPath: pic.url, title: 'Welcome', top: 0 });
    expect(banner.status, JSON.stringify(banner.body)).toBe(200);
    const config = await admin('POST', '/admin/portal-config', [
      {
        lang: 'en_US',
        name: 'Muster & Partner',
        iconUrl: pic.url,
        introduce: '<p>We advise.</p>',
        lawyerCount: 1,
        isLawyerCountVisible: 1,
        totalPeople: 1,
        isTotalPeopleVisible: 1,
        branchCount: 1,
        isBranchCountVisible: 1,
        advantagesList: [],
        environmentList: [{ title: 'Reception', coverUrl: `/api/upload/${pic.fileId}` }],
      },
    ]);
    expect(config.status, JSON.stringify(config.body)).toBe(200);
    const doc = await admin('PUT', '/admin/docs/privacy', [
      { lang: 'en_US', title: 'Privacy', content: `<p><img src="${pic.url}" alt="x"></p>` },
    ]);
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);

    const d = await detail(pic.fileId);
    expect(uses(d)).toEqual(
      [
        'banner:imgPath:en_US',
        'document:content:en_US',
        'lawyer:photoUrl:de_DE',
        'lawyer:photoUrl:en_US',
        'news:content:de_DE',
        'news:content:en_US',
        'news:coverUrl:de_DE',
        'news:coverUrl:en_US',
        'portalConfig:environmentList:en_US',
        'portalConfig:iconUrl:en_US',
        'practiceArea:iconUrl:de_DE',
      ].sort(),
    );
    expect(d.usage.find((u) => u.kind === 'lawyer')).toMatchObject({ no: expect.any(String), id: expect.any(Number) });
    expect(uses(await detail(pdf.fileId))).toEqual(
      ['lawyer:intro:de_DE', 'lawyer:intro:en_US', 'news:content:de_DE', 'news:content:en_US'].sort(),
    );

    // The list counts the uses; `unused` leaves out what is used.
    const unused = await admin('GET', '/admin/media?unused=true&pageSize=100');
    const ids = unused.body.result.map((e: MediaEntry) => e.id);
    expect(ids).not.toContain(pic.fileId);
    expect(ids).not.toContain(pdf.fileId);
    const all = await admin('GET', '/admin/media?pageSize=100');
    expect(all.body.result.find((e: MediaEntry) => e.id === pic.fileId).usageCount).toBe(11);

    // Deleting a used file is refused with its uses named; nothing is removed.
    const refused = await admin('DELETE', `/admin/media/${pic.fileId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.result).toBeNull();
    expect(refused.body.message).toContain('news');
    expect(refused.body.message).toContain('coverUrl');
    expect(refused.body.message).toContain('lawyer');
    expect((await t.call('GET', `/upload/${pic.url.split('/api/upload/')[1]}`)).status).toBe(200);
  });

  it('deletes an unused file: entry, texts and file leave the library (to the trash, tests/api/media-trash.test.ts)', async () => {
    const pic = await upload(await png(30, 30), 'spare.png');
    await admin('PUT', `/admin/media/${pic.fileId}`, { texts: { en_US: { alt: 'Spare' } } });
    const res = await admin('DELETE', `/admin/media/${pic.fileId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await admin('GET', `/admin/media/${pic.fileId}`)).status).toBe(404);
    expect(await t.app.db.selectFrom('upload_text').selectAll().where('file_id', '=', pic.fileId).execute()).toEqual(
      [],
    );
    // The old file goes once the answer has left.
    await expect
      .poll(async () => (await t.call('GET', `/upload/${pic.url.split('/api/upload/')[1]}`)).status)
      .toBe(404);
  });

  it('counts an item in the trash as a use: its cover is not deleted, and comes back with it', async () => {
    const pic = await upload(await png(30, 20), 'trashed-cover.png');
    const news = await createNews(pic.url, '<p>x</p>');
    const no = news[0].no;
    expect((await admin('DELETE', `/admin/latest-news?no=${no}`)).status).toBe(200);
    expect(uses(await detail(pic.fileId))).toEqual(['news:trash:-']);
    const refused = await admin('DELETE', `/admin/media/${pic.fileId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`news ${no} trash`);
    const unused = await admin('GET', '/admin/media?unused=true&pageSize=100');
    expect(unused.body.result.map((e: MediaEntry) => e.id)).not.toContain(pic.fileId);
    expect((await admin('POST', `/admin/trash/news/${no}/restore`)).status).toBe(200);
    expect((await t.call('GET', `/upload/${pic.url.split('/api/upload/')[1]}`)).status).toBe(200);
  });
});

describe('replacing a file', () => {
  it('every use shows the new file at once; the entry keeps its texts; the old file goes', async () => {
    const pic = await upload(await png(80, 60, '#ff0000'), 'old.png');
    await admin('PUT', `/admin/media/${pic.fileId}`, {
      texts: { en_US: { alt: 'The reception' } },
      focalPoint: { x: 0.3, y: 0.7 },
    });
    const news = await createNews(pic.url, `<p><img src="${pic.url}" alt=""></p>`);
    const lawyer = await createLawyer(pic.url);
    const replaced = await send('PUT', `/admin/media/${pic.fileId}/file`, await png(120, 90, '#00ff00'), 'new.png');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const entry = replaced.body.result as MediaDetail;
    expect(entry).toMatchObject({ id: pic.fileId, width: 120, height: 90, fileName: 'new.png' });
    expect(entry.url).not.toBe(pic.url);
    expect(entry.texts.en_US?.alt).toBe('The reception');
    expect(entry.focalPoint).toEqual({ x: 0.3, y: 0.7 });

    const pub = await t.call('GET', `/user/latest-news/${news.find((r) => r.lang === 'en_US')!.id}`, { lang: 'en_US' });
    expect(pub.body.result.coverUrl).toBe(entry.url);
    expect(pub.body.result.content).toContain(entry.url);
    const team = await t.call('GET', `/user/lawyerTeam/${lawyer.find((r) => r.lang === 'en_US')!.id}`, {
      lang: 'en_US',
    });
    expect(team.body.result.photoUrl).toBe(entry.url);
    expect(uses(entry)).toEqual(
      [
        'lawyer:photoUrl:de_DE',
        'lawyer:photoUrl:en_US',
        'news:content:de_DE',
        'news:content:en_US',
        'news:coverUrl:de_DE',
        'news:coverUrl:en_US',
      ].sort(),
    );
    // The new file is served (by path and by the unchanged fileId); the old one is gone.
    const byId = await t.app.inject({ method: 'GET', url: `${t.config.basePath}/api/upload/${pic.fileId}` });
    expect(byId.statusCode).toBe(200);
    expect((await sharp(byId.rawPayload).metadata()).width).toBe(120);
    // The old file goes once the answer has left.
    await expect
      .poll(async () => (await t.call('GET', `/upload/${pic.url.split('/api/upload/')[1]}`)).status)
      .toBe(404);
  });
  it('an editor who had an item open before the replace gets a 409 on saving, not the old URL back', async () => {
    const pic = await upload(await png(40, 30, '#0000ff'), 'open.png');
    const news = await createNews(pic.url, '<p>Text</p>');
    const en = news.find((r) => r.lang === 'en_US')!;
    const newest = async () =>
      ((await admin('GET', `/admin/versions?kind=news&no=${en.no}`)).body.result as { id: number }[])[0]?.id ?? 0;
    const opened = await newest();
    const replaced = await send('PUT', `/admin/media/${pic.fileId}/file`, await png(50, 30, '#ffff00'), 'open2.png');
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const url = (replaced.body.result as MediaDetail).url;
    // The replace is a version of its own in the history.
    expect(await newest()).toBeGreaterThan(opened);
    const save = await t.call('PUT', '/admin/latest-news', {
      token: await t.token(),
      lang: 'en_US',
      headers: { 'if-match': `"${opened}"` },
      body: [
        {
          id: en.id,
          lang: 'en_US',
          title: 'News edited',
          coverUrl: pic.url,
          content: '<p>Text</p>',
          cataId: category.en_US,
        },
      ],
    });
    expect(save.status, JSON.stringify(save.body)).toBe(409);
    expect((await admin('GET', `/admin/latest-news/${en.id}`)).body.result.coverUrl).toBe(url);
  });
});

describe('roles', () => {
  const PASSWORD = 'author-password-123';
  let author: string;
  beforeAll(async () => {
    const made = await admin('POST', '/admin/users', {
      loginAccount: 'author1',
      userName: 'Author One',
      roleId: 3,
      languages: null,
      password: PASSWORD,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const login = await t.call('POST', '/admin/login', { body: { loginAccount: 'author1', password: PASSWORD } });
    author = login.body.result;
  });
  const as = (method: string, url: string, body?: unknown) =>
    t.call(method, url, { token: author, body, lang: 'en_US' });

  it('an Author uploads and describes, but does not replace what published content shows', async () => {
    const mine = await upload(await png(30, 20), 'mine.png', author);
    expect((await detail(mine.fileId)).uploader).toBe('Author One');
    expect((await as('PUT', `/admin/media/${mine.fileId}`, { texts: { de_DE: { alt: 'Mein Bild' } } })).status).toBe(
      200,
    );
    // Unused: an Author may replace and delete it.
    expect((await send('PUT', `/admin/media/${mine.fileId}/file`, await png(31, 20), 'mine2.png', author)).status).toBe(
      200,
    );
    const used = await upload(await png(30, 20), 'used.png');
    await createNews(used.url, '<p>x</p>', { status: 'published' });
    const refused = await send('PUT', `/admin/media/${used.fileId}/file`, await png(32, 20), 'x.png', author);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('news');
    expect((await detail(used.fileId)).width).toBe(30);
    // The administrator may.
    expect((await send('PUT', `/admin/media/${used.fileId}/file`, await png(33, 20), 'y.png')).status).toBe(200);
    expect((await as('DELETE', `/admin/media/${used.fileId}`)).status).toBe(409);
    expect((await as('DELETE', `/admin/media/${mine.fileId}`)).status).toBe(200);
  });
});

describe('an account limited to some languages', () => {
  const PASSWORD = 'chinese-password-123';
  /** Tokens of a zh-only Author and a zh-only Editor, made through the accounts API. */
  const zh: { author: string; editor: string } = { author: '', editor: '' };
  beforeAll(async () => {
    for (const [role, roleId] of [
      ['author', 3],
      ['editor', 2],
    ] as const) {
      const made = await admin('POST', '/admin/users', {
        loginAccount: `zh-${role}`,
        userName: `Chinese ${role}`,
        roleId,
        languages: ['zh_CN'],
        password: PASSWORD,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const login = await t.call('POST', '/admin/login', { body: { loginAccount: `zh-${role}`, password: PASSWORD } });
      zh[role] = login.body.result as string;
    }
  });
  const as = (token: string, method: string, url: string, body?: unknown) =>
    t.call(method, url, { token, body, lang: 'en_US' });
  const deAlt = async (fileId: string) =>
    ((await t.call('GET', '/user/media', { lang: 'de_DE' })).body.result as { id: string; alt: string }[]).find(
      (e) => e.id === fileId,
    )?.alt;

  it('writes the texts of its languages only: another language is 403 and changes nothing', async () => {
    const pic = await upload(await png(30, 20), 'zh-texts.png');
    const described = await admin('PUT', `/admin/media/${pic.fileId}`, {
      texts: { de_DE: { alt: 'Empfang', title: 'Empfang' }, zh_CN: { alt: '前台' } },
    });
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    await createNews(pic.url, '<p>x</p>', { status: 'published' });
    const before = await detail(pic.fileId);
    expect(await deAlt(pic.fileId)).toBe('Empfang');
    for (const token of [zh.author, zh.editor]) {
      for (const body of [
        { texts: { de_DE: { alt: 'zh wrote german' } } },
        { texts: { zh_CN: { alt: '新前台' }, en_US: { title: 'zh wrote english' } } },
      ]) {
        const res = await as(token, 'PUT', `/admin/media/${pic.fileId}`, body);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.body).toMatchObject({ result: null, status: 403 });
        expect(res.body.message).toMatch(/^Your account may not edit this language: (de_DE|en_US)$/);
      }
    }
    const after = await detail(pic.fileId);
    expect(after.texts).toEqual(before.texts);
    expect(after.updateTime).toBe(before.updateTime);
    expect(await deAlt(pic.fileId)).toBe('Empfang');
    // Its own language it may write.
    const own = await as(zh.author, 'PUT', `/admin/media/${pic.fileId}`, { texts: { zh_CN: { alt: '新前台' } } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.result.texts).toMatchObject({ zh_CN: { alt: '新前台' }, de_DE: { alt: 'Empfang' } });
  });

  it('moves the focal point only of a file nothing outside its languages uses', async () => {
    const pic = await upload(await png(30, 20), 'zh-focal.png');
    await admin('PUT', `/admin/media/${pic.fileId}`, { focalPoint: { x: 0.2, y: 0.8 } });
    await createNews(pic.url, '<p>x</p>');
    const moved = await as(zh.editor, 'PUT', `/admin/media/${pic.fileId}`, {
      texts: { zh_CN: { alt: '图' } },
      focalPoint: { x: 0.5, y: 0.5 },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(403);
    expect(moved.body.message).toContain('focalPoint');
    expect(await detail(pic.fileId)).toMatchObject({ focalPoint: { x: 0.2, y: 0.8 }, texts: {} });
    // Sent as stored (the back office sends the whole form), it is no change.
    const same = await as(zh.editor, 'PUT', `/admin/media/${pic.fileId}`, {
      texts: { zh_CN: { alt: '图' } },
      focalPoint: { x: 0.2, y: 0.8 },
    });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    // An unused file's focal point is its to move.
    const unused = await upload(await png(30, 20), 'zh-focal-unused.png');
    expect(
      (await as(zh.editor, 'PUT', `/admin/media/${unused.fileId}`, { focalPoint: { x: 0.1, y: 0.1 } })).status,
    ).toBe(200);
  });

  it('replaces a file only while every use is in its languages', async () => {
    // Used by a German draft only (no publish permission is needed for it).
    const pic = await upload(await png(30, 20), 'zh-replace.png');
    const draft = await admin('POST', '/admin/latest-news', [
      {
        lang: 'de_DE',
        title: 'Entwurf',
        coverUrl: pic.url,
        content: '<p>x</p>',
        cataId: category.de_DE,
        status: 'draft',
      },
    ]);
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const de = (draft.body.result as { id: number; status: string }[])[0];
    expect(de.status).toBe('draft');
    for (const token of [zh.author, zh.editor]) {
      const refused = await send('PUT', `/admin/media/${pic.fileId}/file`, await png(60, 20), 'other.png', token);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.message).toMatch(/^Your account may not edit this language: .*news .*coverUrl \(de_DE\)/);
    }
    expect(await detail(pic.fileId)).toMatchObject({ url: pic.url, width: 30, fileName: 'zh-replace.png' });
    expect((await admin('GET', `/admin/latest-news/${de.id}`)).body.result.coverUrl).toBe(pic.url);
    expect((await t.call('GET', `/upload/${pic.url.split('/api/upload/')[1]}`)).status).toBe(200);

    // Used by a Chinese item only, or by nothing: its to replace.
    const own = await upload(await png(30, 20), 'zh-own.png');
    const lawyer = await admin('POST', '/admin/lawyerTeam', [
      { lang: 'zh_CN', name: '王律师', photoUrl: own.url, intro: '<p>x</p>', customContents: [], status: 'draft' },
    ]);
    expect(lawyer.status, JSON.stringify(lawyer.body)).toBe(200);
    const replaced = await send('PUT', `/admin/media/${own.fileId}/file`, await png(40, 20), 'own2.png', zh.author);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect((replaced.body.result as MediaDetail).width).toBe(40);
    const unused = await upload(await png(30, 20), 'zh-unused.png');
    expect(
      (await send('PUT', `/admin/media/${unused.fileId}/file`, await png(41, 20), 'u.png', zh.author)).status,
    ).toBe(200);
  });
});

describe('public pages', () => {
  const context = (locale: Locale) => siteContext(t, locale, { localeFromUrl: false });

  /** Renders a page inside the site layout as the server does (root, layout, page loaders). */
  async function render(locale: Locale, url: string, Page: ComponentType, load: () => Promise<unknown>) {
    const root = {
      locale,
      localeFromUrl: false,
      messages: siteMessages(locale),
      origin: 'http://site.test',
      basePath: '',
    };
    const layout = await layoutLoader({ context: context(locale) } as never);
    const page = await load();
    function Root() {
      const data = useLoaderData() as typeof root;
      return createElement(I18nProvider, {
        locale: data.locale,
        messages: data.messages,
        children: createElement(Outlet),
      });
    }
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        Component: Root,
        loader: () => root,
        children: [
          {
            id: LAYOUT_ID,
            Component: SiteLayout,
            loader: () => layout,
            children: [{ id: 'page', path: url.slice(1).split('?')[0], Component: Page, loader: () => page }],
          },
        ],
      },
    ]);
    return renderToString(
      createElement(Stub, {
        initialEntries: [url],
        hydrationData: { loaderData: { root, [LAYOUT_ID]: layout, page } },
      }),
    );
  }

  const imgTag = (html: string, src: string) => {
    const tag = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(src));
    expect(tag, `an <img> of ${src}`).toBeDefined();
    return tag!;
  };

  it('a cover and a profile photo take the library alt text in the page language and the focal point', async () => {
    const pic = await upload(await png(90, 60), 'cover.png');
    await admin('PUT', `/admin/media/${pic.fileId}`, {
      texts: {
        de_DE: { alt: 'Empfang der Kanzlei' },
        en_US: { alt: 'The firm’s reception' },
        zh_CN: { alt: '律所前台' },
      },
      focalPoint: { x: 0.2, y: 0.85 },
    });
    const own = await upload(await png(90, 60), 'own.png');
    const news = await createNews(pic.url, `<p><img src="${pic.url}" alt=""></p>`);
    const withOwn = await createNews(own.url, '<p>x</p>', { coverAlt: 'Own words' });
    const lawyer = await createLawyer(pic.url);

    function NewsPage() {
      return createElement(ArticleDetailView, {
        section: NEWS_SECTION,
        data: useLoaderData() as Parameters<typeof ArticleDetailView>[0]['data'],
      });
    }
    function Team() {
      return createElement(TeamDetailPage, {
        loaderData: useLoaderData() as Parameters<typeof TeamDetailPage>[0]['loaderData'],
      } as Parameters<typeof TeamDetailPage>[0]);
    }
    for (const [locale, alt] of [
      ['de_DE', 'Empfang der Kanzlei'],
      ['en_US', 'The firm’s reception'],
    ] as const) {
      const id = news.find((r) => r.lang === locale)!.id;
      const html = await render(locale, `/news/${id}`, NewsPage, () =>
        loadArticleDetail(NEWS_SECTION, {
          request: new Request(`http://site.test/news/${id}`),
          context: context(locale),
          params: { id: String(id) },
        } as never),
      );
      const cover = imgTag(html, pic.url);
      expect(cover).toContain(`alt="${alt.replace(/’/g, '’')}"`);
      expect(cover).toContain('object-position:20% 85%');
      // The picture inside the text takes it too.
      expect(html.match(new RegExp(`alt="${alt}"`, 'g'))?.length).toBeGreaterThanOrEqual(2);
      // The page's policy allows exactly that position.
      const { csp } = withScriptHashes(html, 'test', false);
      expect(csp).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);

      const lid = lawyer.find((r) => r.lang === locale)!.id;
      const profile = await render(locale, `/team/${lid}`, Team, () =>
        teamLoader({
          request: new Request(`http://site.test/team/${lid}`),
          context: context(locale),
          params: { id: String(lid) },
        } as never),
      );
      expect(imgTag(profile, pic.url)).toContain(`alt="${alt}"`);
      expect(imgTag(profile, pic.url)).toContain('object-position:20% 85%');
    }
    // A use with its own alt text keeps it.
    const ownId = withOwn.find((r) => r.lang === 'en_US')!.id;
    const ownHtml = await render('en_US', `/news/${ownId}`, NewsPage, () =>
      loadArticleDetail(NEWS_SECTION, {
        request: new Request(`http://site.test/news/${ownId}`),
        context: context('en_US'),
        params: { id: String(ownId) },
      } as never),
    );
    expect(imgTag(ownHtml, own.url)).toContain('alt="Own words"');
    expect(imgTag(ownHtml, own.url)).not.toContain('object-position');

    // A profile photo described on the lawyer in one language keeps that text there; the other
    // language still takes the library's.
    const [de, en] = ['de_DE', 'en_US'].map((l) => lawyer.find((r) => r.lang === l)!);
    const saved = await admin('PUT', '/admin/lawyerTeam', [
      {
        id: de.id,
        no: de.no,
        lang: 'de_DE',
        name: 'Anna Berger',
        photoUrl: pic.url,
        photoAlt: ' Anna Berger am Empfang ',
      },
      { id: en.id, no: en.no, lang: 'en_US', name: 'Anna Berger', photoUrl: pic.url, photoAlt: '' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const photoAlt = async (locale: Locale, id: number) =>
      imgTag(
        await render(locale, `/team/${id}`, Team, () =>
          teamLoader({
            request: new Request(`http://site.test/team/${id}`),
            context: context(locale),
            params: { id: String(id) },
          } as never),
        ),
        pic.url,
      );
    expect(await photoAlt('de_DE', de.id)).toContain('alt="Anna Berger am Empfang"');
    expect(await photoAlt('en_US', en.id)).toContain('alt="The firm’s reception"');
    const detailDe = await admin('GET', `/admin/lawyerTeam/detail/${de.id}`);
    expect(detailDe.body.result.photoAlt).toBe('Anna Berger am Empfang');
  });

  it('the public list names only pictures with alt text or a focal point, without titles', async () => {
    const pdf = await upload(tinyPdf, 'titled.pdf');
    await admin('PUT', `/admin/media/${pdf.fileId}`, { texts: { en_US: { title: 'Annual report' } } });
    const titled = await upload(await png(20, 20), 'titled.png');
    await admin('PUT', `/admin/media/${titled.fileId}`, { texts: { en_US: { title: 'Only a title' } } });
    const described = await upload(await png(20, 20), 'described.png');
    await admin('PUT', `/admin/media/${described.fileId}`, { texts: { en_US: { alt: 'A hall', title: 'Hall' } } });
    const res = await t.call('GET', '/user/media', { lang: 'en_US' });
    expect(res.status).toBe(200);
    const ids = (res.body.result as { id: string }[]).map((e) => e.id);
    expect(ids).not.toContain(pdf.fileId);
    expect(ids).not.toContain(titled.fileId);
    expect(res.body.result.find((e: { id: string }) => e.id === described.fileId)).toEqual({
      id: described.fileId,
      path: described.url.split('/api/upload/')[1],
      alt: 'A hall',
      focalPoint: null,
    });
  });

  it('a PDF is served under its title', async () => {
    const pdf = await upload(tinyPdf, 'x.pdf');
    await admin('PUT', `/admin/media/${pdf.fileId}`, {
      texts: { de_DE: { title: 'Kanzleibroschüre 2026' }, en_US: { title: 'Firm brochure 2026' } },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `${t.config.basePath}/api/upload/${pdf.url.split('/api/upload/')[1]}`,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Kanzleibroschure 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Kanzleibroschüre 2026.pdf')}`,
    );
    // The name follows the title and the language: revalidated on every use, 304 while the bytes are the same.
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: `${t.config.basePath}/api/upload/${pdf.url.split('/api/upload/')[1]}`,
      headers: { 'accept-language': 'en-US', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    await admin('PUT', `/admin/media/${pdf.fileId}`, { texts: { de_DE: { title: 'Broschüre neu' } } });
    const renamed = await t.app.inject({
      method: 'GET',
      url: `${t.config.basePath}/api/upload/${pdf.url.split('/api/upload/')[1]}`,
      headers: { 'accept-language': 'de-DE' },
    });
    expect(renamed.headers['content-disposition']).toContain('filename="Broschure neu.pdf"');
  });
});

describe('backup', () => {
  const { restoredCopy, cleanup } = backupScratch();
  afterAll(async () => {
    await cleanup();
  });

  it('a restore brings back the texts, focal point, credit and tags', async () => {
    const pic = await upload(await png(40, 40), 'kept.png');
    const description = {
      texts: {
        de_DE: { title: 'Titel', alt: 'Alternativtext', caption: 'Bildunterschrift' },
        zh_CN: { title: '标题', alt: '替代文字', caption: '' },
      },
      focalPoint: { x: 0.4, y: 0.6 },
      credit: 'Foto: Muster',
      tags: ['kanzlei'],
    };
    expect((await admin('PUT', `/admin/media/${pic.fileId}`, description)).status).toBe(200);
    const before = await detail(pic.fileId);
    const restored = await restoredCopy(t.config, 'media');
    try {
      const after = (await restored.call('GET', `/admin/media/${pic.fileId}`)).body.result as MediaDetail;
      expect(after.texts).toEqual(before.texts);
      expect(after).toMatchObject({ focalPoint: { x: 0.4, y: 0.6 }, credit: 'Foto: Muster', tags: ['kanzlei'] });
    } finally {
      await restored.close();
    }
  });
});
