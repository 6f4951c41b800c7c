import { IMAGE_MAX_BYTES, PRODUCT_IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@dropmall/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../src/config';
import { expectRefused, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken } from '../support/http';
import { filesUnder, mp4, picture, upload } from './upload-support';

let t: TestApp;
let seller: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  seller = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
});
afterAll(() => t.close());

const stored = () => filesUnder(uploadsDir(t.config));
/** A 1-pixel-high PNG padded with a trailing chunk to exactly `bytes`. */
async function pngOfSize(bytes: number): Promise<Buffer> {
  const png = await picture('png', 8);
  return Buffer.concat([png, Buffer.alloc(bytes - png.length)]);
}

describe('picture upload', () => {
  it.each([
    ['png', 'photo.png'],
    ['jpeg', 'PHOTO.JPG'],
    ['gif', 'anim.gif'],
  ] as const)('stores a %s with its thumbnails and answers its URL in msg', async (format, name) => {
    const res = await upload(
      t.app,
      '/v1/upload/image',
      { name, body: await picture(format, 600) },
      { token: seller },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { code, msg, model } = res.json();
    expect(code).toBe(0);
    expect(msg).toMatch(/^\/uploads\/products\/\d{4}\/\d{2}\/[\w-]+\.(png|jpg|gif)$/);
    expect(model.url).toBe(msg);
    const served = await get(t.app, msg);
    expect(served.statusCode).toBe(200);
    const thumb = await get(t.app, msg.replace(/\.(\w+)$/, '_100.$1'));
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(100);
    expect((await get(t.app, msg.replace(/\.(\w+)$/, '_400.$1'))).statusCode).toBe(200);
  });

  it('names the type from the content: a PNG called .jpg is stored as .png', async () => {
    const res = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'x.jpg', body: await picture('png') },
      { token: seller },
    );
    expect(res.json().msg).toMatch(/\.png$/);
  });

  it('refuses an executable renamed .jpg, in the caller language, storing nothing', async () => {
    const before = await stored();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048)]);
    const res = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'setup.jpg', body: exe, type: 'image/jpeg' },
      { token: seller },
    );
    expect(expectRefused(res, 400, 4000)).toBe('images can only be JPG/PNG/GIF');
    const zh = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'setup.jpg', body: exe },
      { token: seller, lang: 'zh' },
    );
    expect(zh.json().msg).toBe('图片只能是 JPG/PNG/GIF 格式');
    expect(await stored()).toEqual(before);
  });

  it('refuses a picture with a right header and broken pixels', async () => {
    const before = await stored();
    const png = await picture('png');
    const res = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'a.png', body: png.subarray(0, 40) },
      { token: seller },
    );
    expect(expectRefused(res, 400)).toBe('the picture could not be read');
    expect(await stored()).toEqual(before);
  });

  it('takes 4 MB and refuses 4 MB + 1 byte (413); the product scope stops at 1 MB', async () => {
    const before = await stored();
    const over = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'big.png', body: await pngOfSize(IMAGE_MAX_BYTES + 1) },
      { token: seller },
    );
    expect(expectRefused(over, 413, 4130)).toBe('image size cannot exceed 4MB');
    const productOver = await upload(
      t.app,
      '/v1/upload/image?scope=product',
      { name: 'big.png', body: await pngOfSize(PRODUCT_IMAGE_MAX_BYTES + 1) },
      { token: seller },
    );
    expect(expectRefused(productOver, 413)).toBe('image size cannot exceed 1MB');
    expect(await stored()).toEqual(before);
    const atLimit = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'big.png', body: await pngOfSize(IMAGE_MAX_BYTES) },
      { token: seller },
    );
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });
});

describe('video upload', () => {
  it('stores an MP4 and answers its URL', async () => {
    const res = await upload(t.app, '/v1/upload/video', { name: 'clip.MP4', body: mp4() }, { token: seller });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toMatch(/^\/uploads\/videos\/\d{4}\/\d{2}\/[\w-]+\.mp4$/);
    expect((await get(t.app, res.json().msg)).statusCode).toBe(200);
  });

  it('refuses a PNG renamed .mp4 and stores nothing', async () => {
    const before = await stored();
    const res = await upload(
      t.app,
      '/v1/upload/video',
      { name: 'clip.mp4', body: await picture('png'), type: 'video/mp4' },
      { token: seller },
    );
    expect(expectRefused(res, 400)).toBe('video must be MP4');
    expect(await stored()).toEqual(before);
  });

  it('takes 50 MB and refuses 50 MB + 1 byte (413)', async () => {
    const before = await stored();
    const res = await upload(
      t.app,
      '/v1/upload/video',
      { name: 'long.mp4', body: mp4(VIDEO_MAX_BYTES + 1) },
      { token: seller },
    );
    expect(expectRefused(res, 413)).toBe('video cannot exceed 50M');
    expect(await stored()).toEqual(before);
    const atLimit = await upload(
      t.app,
      '/v1/upload/video',
      { name: 'long.mp4', body: mp4(VIDEO_MAX_BYTES) },
      { token: seller },
    );
    expect(atLimit.statusCode).toBe(200);
  });
});

describe('who may upload', () => {
  it('needs a token (1001), a seller (not an operator) and the product page (a buyer-only staff member is refused)', async () => {
    const body = await picture('png');
    expectRefused(await upload(t.app, '/v1/upload/image', { name: 'a.png', body }), 401, 1001);
    const operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    expectRefused(
      await upload(t.app, '/v1/upload/image', { name: 'a.png', body }, { token: operator }),
      403,
      4030,
    );
    const buyerRole = await roleWith(t, seller, 'business', [
      ['/myCenter/cartList'],
      ['/order/ordinaryOrder'],
    ]);
    const buyer = await newStaff(t, seller, buyerRole);
    const before = await stored();
    expectRefused(
      await upload(t.app, '/v1/upload/image', { name: 'a.png', body }, { token: buyer.token }),
      403,
      4030,
    );
    expect(await stored()).toEqual(before);
  });

  it('answers a missing file with a clear message', async () => {
    const res = await upload(
      t.app,
      '/v1/upload/image',
      { name: 'empty.png', body: Buffer.alloc(0) },
      { token: seller },
    );
    expect(expectRefused(res, 400)).toBe('please choose a file to upload');
  });

  it('answers a body that is not multipart 415, and a multipart one without its boundary 400 (found by the fuzz suite)', async () => {
    const send = (contentType: string, payload: string, lang?: 'zh') =>
      t.app.inject({
        method: 'POST',
        url: '/v1/upload/image',
        payload,
        headers: {
          'content-type': contentType,
          authorization: `Bearer ${seller}`,
          ...(lang ? { 'accept-language': lang } : {}),
        },
      });
    expect(expectRefused(await send('application/json', '{"file":1}'), 415, 4150)).toBe(
      'Unsupported content type: application/json',
    );
    expect(expectRefused(await send('application/x-www-form-urlencoded', 'a=1', 'zh'), 415, 4150)).toBe(
      '不支持的内容类型：application/x-www-form-urlencoded',
    );
    expect(expectRefused(await send('multipart/form-data', '-2147483648'), 400, 4000)).toBe(
      'The request body could not be read',
    );
  });
});
