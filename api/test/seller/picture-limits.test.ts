import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../src/config';
import { expectRefused } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken } from '../support/http';
import { animatedGif, filesUnder, pixelBombPng, upload } from './upload-support';

/** Pictures are limited in pixels, not only bytes, and what is stored is what the server decoded. */

let t: TestApp;
let seller: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
});
afterAll(() => t.close());

const stored = () => filesUnder(uploadsDir(t.config));
const send = (name: string, body: Buffer, lang?: 'en' | 'zh') =>
  upload(t.app, '/v1/upload/image?scope=product', { name, body }, { token: seller, lang });

describe('pixel limit', () => {
  it('refuses a 31 KB PNG of 16000 x 16000 pixels with 413, in the caller language, storing nothing', async () => {
    const bomb = pixelBombPng(16000, 16000);
    expect(bomb.length).toBeLessThan(40 * 1024);
    const before = await stored();
    expect(expectRefused(await send('bomb.png', bomb), 413, 4130)).toBe(
      'the picture is 16000 × 16000 pixels; pictures can have at most 40 megapixels',
    );
    expect(expectRefused(await send('bomb.png', bomb, 'zh'), 413)).toBe(
      '图片为 16000 × 16000 像素，图片最多 4000 万像素',
    );
    expect(await stored()).toEqual(before);
  });

  it('takes exactly 40 megapixels and refuses one row more', async () => {
    expect((await send('edge.png', pixelBombPng(8000, 5000))).statusCode).toBe(200);
    expectRefused(await send('over.png', pixelBombPng(8000, 5001)), 413);
  });

  it('counts every frame of an animation', async () => {
    const res = await send('long.gif', await animatedGif(1000, 1000, 41));
    expect(expectRefused(res, 413)).toBe(
      'the animation is 1000 × 1000 pixels in 41 frames; all frames together can have at most 40 megapixels',
    );
  });
});

describe('what is stored is what was decoded', () => {
  it('re-encodes a JPEG: upright, without its EXIF or anything appended, still a JPEG', async () => {
    const photo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Secret Owner' } })
      .toBuffer();
    const trailer = Buffer.from('<script>alert(1)</script>');
    const res = await send('photo.jpg', Buffer.concat([photo, trailer]));
    expect(res.statusCode, res.body).toBe(200);
    const served = (await get(t.app, res.json().msg)).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes('Secret Owner')).toBe(false);
    expect(served.includes(trailer)).toBe(false);
  });

  it('keeps a PNG a PNG and a GIF animation its frames', async () => {
    const png = await send('flat.png', pixelBombPng(300, 200));
    expect(await sharp((await get(t.app, png.json().msg)).rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 200,
    });
    const gif = await send('blink.gif', await animatedGif(40, 30, 3));
    expect(gif.statusCode, gif.body).toBe(200);
    const served = await sharp((await get(t.app, gif.json().msg)).rawPayload).metadata();
    expect(served).toMatchObject({ format: 'gif', width: 40, pages: 3 });
    const thumb = (await get(t.app, gif.json().msg.replace(/\.gif$/, '_100.gif'))).rawPayload;
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'gif', width: 100, height: 100 });
  });
});
