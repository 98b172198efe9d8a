import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helper';

/** What an uploaded file gives away, and how it can be sent and fetched. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upload(field: string, bytes: Buffer, name: string, type: string) {
  const fd = new FormData();
  fd.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/files/upload',
    headers: { authorization: await t.token(), 'x-language': 'en_US' },
    payload: fd,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** A camera JPEG: GPS position, camera, owner and a comment in its EXIF. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#557799' } })
    .jpeg({ quality: 85 })
    .withMetadata({
      exif: {
        IFD0: { Make: 'SecretCam', Model: 'X-100', Artist: 'Jane Partner', ImageDescription: 'secret comment' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 8/1 2/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '11/1 34/1 31/1',
        },
      },
    })
    .toBuffer();
}

describe('uploads', () => {
  it('the camera JPEG has the tags this test looks for', async () => {
    const meta = await sharp(await cameraJpeg()).metadata();
    expect(meta.exif).toBeDefined();
    expect((await cameraJpeg()).includes('SecretCam')).toBe(true);
  });

  it('serves the original without EXIF, GPS, camera or comment', async () => {
    const res = await upload('file', await cameraJpeg(), 'office.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.body.result.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.comments ?? []).toEqual([]);
    for (const marker of ['SecretCam', 'Jane Partner', 'secret comment', 'GPS'])
      expect(served.rawPayload.includes(marker), marker).toBe(false);
    expect([meta.width, meta.height]).toEqual([640, 480]);
  });

  it('takes the file only from the field "file"', async () => {
    const before = (await t.app.db.selectFrom('upload').select('file_id').execute()).length;
    const res = await upload('avatar', await cameraJpeg(), 'x.jpg', 'image/jpeg');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('"file"');
    expect((await t.app.db.selectFrom('upload').select('file_id').execute()).length).toBe(before);
  });

  it('serves a file at /api/upload/{fileId} as well as at its url', async () => {
    const res = await upload('file', await cameraJpeg(), 'x.jpg', 'image/jpeg');
    const { fileId, url } = res.body.result;
    const [byId, byUrl] = await Promise.all(
      [`/api/upload/${fileId}`, url].map((u) => t.app.inject({ method: 'GET', url: u })),
    );
    expect(byId.statusCode).toBe(200);
    expect(byId.headers['content-type']).toBe('image/jpeg');
    expect(byId.rawPayload.equals(byUrl.rawPayload)).toBe(true);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/upload/AAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
  });
});
