import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, createTestApp, type TestApp } from '../helper';

/** Numbers, URLs and malformed requests: a 4xx envelope naming the problem, and nothing written. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'banner' | 'office') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('numbers are finite integers within bounds', () => {
  for (const value of ['Infinity', '-Infinity', '1e400', '1e309']) {
    it(`pageSize/pageNo/page = ${value} is a 400 naming the field`, async () => {
      for (const [url, field] of [
        [`/user/latest-news?pageSize=${value}`, 'pageSize'],
        [`/user/case-analysis?pageNo=${value}`, 'pageNo'],
        [`/user/lawyerTeam?page=${value}`, 'page'],
      ] as const) {
        const res = await t.call('GET', url, { lang: 'en_US' });
        expect(res.status, url).toBe(400);
        expect(res.body.status).toBe(400);
        expect(res.body.message, url).toContain(field);
      }
      const admin = await adminCall(t, 'GET', `/admin/banner?pageSize=${value}`);
      expect(admin.status).toBe(400);
    });
  }

  it('Infinity in a path changes no row', async () => {
    const made = await adminCall(t, 'POST', '/admin/banner', { lang: 'en_US', imgPath: '/api/upload/a.png', top: 0 });
    const id = made.body.result.id as number;
    for (const value of ['Infinity', '1e400', '-Infinity']) {
      const pin = await adminCall(t, 'PUT', `/admin/banner/${id}/${value}`);
      expect(pin.status).toBe(400);
      expect(pin.body.message).toContain('params/top');
      const del = await adminCall(t, 'DELETE', `/admin/banner/${value}`);
      expect(del.status).toBe(400);
      expect(del.body.message).toContain('params/id');
    }
    const row = await t.app.db.selectFrom('banner').select(['top']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.top).toBe(0);
  });

  it('1e400 in a JSON body is refused and stores nothing', async () => {
    const before = await count('banner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/banner',
      headers: { authorization: await t.token(), 'content-type': 'application/json' },
      payload: '{"lang":"en_US","imgPath":"/x.png","title":"t","sort":1e400}',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toContain('sort');
    expect(await count('banner')).toBe(before);
  });
});

describe('one URL rule for every URL field', () => {
  const bad = [
    '/\\evil.example/x',
    '//evil.example/x',
    '/\\/evil.example',
    'javascript:alert(1)',
    'https://evil.example\\@x',
    ' /x',
  ];
  for (const url of bad) {
    it(`refuses ${JSON.stringify(url)} in banner linkUrl, imgPath, article coverUrl, avatar`, async () => {
      const before = await count('banner');
      const link = await adminCall(t, 'POST', '/admin/banner', {
        lang: 'en_US',
        imgPath: '/api/upload/a.png',
        linkUrl: url,
      });
      expect(link.status).toBe(400);
      expect(link.body.message).toContain('linkUrl');
      const img = await adminCall(t, 'POST', '/admin/banner', { lang: 'en_US', imgPath: url });
      expect(img.status).toBe(400);
      expect(await count('banner')).toBe(before);
      const cover = await adminCall(t, 'POST', '/admin/latest-news', [
        { lang: 'en_US', title: 'x', coverUrl: url, cataId: 1 },
      ]);
      expect(cover.status).toBe(400);
      const avatar = await adminCall(t, 'PUT', '/admin/modify-head-img', { headImg: url });
      expect(avatar.status).toBe(400);
    });
  }

  it('accepts site paths and http(s) URLs', async () => {
    for (const url of ['/news/detail/1', 'https://example.com/a?b=c#d', 'http://example.com']) {
      const res = await adminCall(t, 'POST', '/admin/banner', {
        lang: 'en_US',
        imgPath: '/api/upload/a.png',
        linkUrl: url,
      });
      expect(res.status, url).toBe(200);
    }
  });
});

describe('rich text nested without end cannot hold the server', () => {
  const nested = (depth: number) => `${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`;

  it('40,000 nested elements (a 440 KB body, seconds of sanitising before) are a 400 naming the limit, and the saved text stays', async () => {
    const made = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      { lang: 'de_DE', title: 'Tief', coverUrl: '/c.jpg', content: '<p>Vorher</p>' },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { id } = made.body.result[0];
    for (const [url, body] of [
      ['/admin/lawfirm-honour', [{ id, lang: 'de_DE', title: 'Tief', coverUrl: '/c.jpg', content: nested(40_000) }]],
      ['/admin/docs/privacy', [{ lang: 'de_DE', title: 'Datenschutz', content: nested(40_000) }]],
    ] as const) {
      const res = await adminCall(t, 'PUT', url, body);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toContain('64 levels');
    }
    expect((await adminCall(t, 'GET', `/admin/lawfirm-honour/${id}`)).body.result.content).toBe('<p>Vorher</p>');
  });

  it('the same depth hidden from a naive count of tags is refused too', async () => {
    // End tags the parser does not read as such (in a comment, a script, a quoted value, CDATA), "<div/>", which it leaves open.
    // 15,000 of each: far beyond the 64 levels, within the 500,000 characters of an article's content.
    for (const unit of [
      '<div/>',
      '<div><!--</div>-->',
      '<div><!></div>',
      '<div><!-></div>',
      '<div><script></div></script>',
      `<div title='>' </div>`,
      '<div><![CDATA[></div>]]>',
      '<div:x></div>',
    ]) {
      const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
        { lang: 'de_DE', title: 'Versteckt', coverUrl: '/c.jpg', content: unit.repeat(15_000) },
      ]);
      expect(res.status, unit).toBe(400);
      expect(res.body.message, unit).toContain('64 levels');
    }
  });

  it('what only looks deep is saved: tags inside <style> text, and an SVG of 70 self-closed <path/> (both refused before)', async () => {
    for (const [content, saved] of [
      [`<p>Intro</p><style>p{color:red}${'<b>x</b>'.repeat(70)}</style>`, '<p>Intro</p>'],
      [`<p>Logo</p><svg viewBox="0 0 10 10">${'<path d="M0 0h1"/>'.repeat(70)}</svg>`, '<p>Logo</p>'],
    ]) {
      const res = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
        { lang: 'de_DE', title: 'Nicht tief', coverUrl: '/c.jpg', content },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.result[0].content).toBe(saved);
    }
  });

  it('64 levels are kept, and unclosed paragraphs, list items and table cells of old content do not count as nesting', async () => {
    const made = await adminCall(t, 'POST', '/admin/lawfirm-honour', [
      {
        lang: 'de_DE',
        title: 'Tief genug',
        coverUrl: '/c.jpg',
        content: `${nested(64)}${'<p>Absatz'.repeat(200)}<ul>${'<li>Punkt'.repeat(200)}</ul><table>${'<tr><td>Zelle'.repeat(200)}</table>`,
      },
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const content = made.body.result[0].content as string;
    expect(content.match(/<div>/g)).toHaveLength(64);
    expect(content.match(/<p>Absatz<\/p>/g)).toHaveLength(200);
    expect(content.match(/<li>Punkt<\/li>/g)).toHaveLength(200);
    expect(content.match(/<td>Zelle<\/td>/g)).toHaveLength(200);
  });
});

describe('requests the router cannot take are answered with the envelope', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  /** Sends bytes as they are (no client library fixes the URL up) and reads the answer. */
  const send = (text: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      let data = '';
      socket.on('data', (c) => (data += c.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head, ...rest] = data.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
      });
    });

  const expectEnvelope = (res: { status: number; body: string }, status: number) => {
    expect(res.status).toBe(status);
    const body = JSON.parse(res.body);
    expect(body).toEqual({ result: null, message: expect.stringMatching(/\S/), status });
  };

  it('a bad percent-escape in the path', async () => {
    for (const path of ['/api/user/latest-news/%ZZ', '/api/user/latest-news/%C0%AF', '/api/%E0%A4%A']) {
      expectEnvelope(await send(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 400);
    }
  });

  it('a path parameter over 500 characters', async () => {
    expectEnvelope(
      await send(`GET /api/user/latest-news/${'1'.repeat(600)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      414,
    );
  });

  it('headers over 16 KB: the envelope, and for HEAD its headers without a body', async () => {
    const big = `/api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    expectEnvelope(await send(`GET ${big}`), 431);
    const head = await send(`HEAD ${big}`);
    expect(head.status).toBe(431);
    expect(head.body).toBe('');
  });
});
