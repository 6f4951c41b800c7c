import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { randomIp } from '../support/http';

/** A real picture of the given format, drawn by sharp. */
export const picture = (format: 'png' | 'jpeg' | 'gif', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

/**
 * A PNG of width x height black-and-white pixels, all black, written by hand: 1 bit a pixel of zeros
 * deflates to almost nothing, so 16000 x 16000 (a 32 MB bitmap, 1 GB in a browser) fits in 31 KB.
 */
export function pixelBombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (grey), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An animated GIF whose frames alternate black and white (so no frame repeats the one before). */
export function animatedGif(width: number, height: number, frames: number): Promise<Buffer> {
  const frame = width * height;
  const pixels = Buffer.alloc(frame * frames);
  for (let i = 1; i < frames; i += 2) pixels.fill(255, i * frame, (i + 1) * frame);
  return sharp(pixels, { raw: { width, height: height * frames, channels: 1, pageHeight: height } })
    .gif({ colours: 2, effort: 1, dither: 0 })
    .toBuffer();
}

/** The first bytes of an MP4 file (an ftyp box), padded to the wanted length. */
export function mp4(length = 4096): Buffer {
  const box = Buffer.alloc(Math.max(length, 32));
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomiso2avc1mp41', 12, 'latin1');
  return box;
}

/** A multipart POST with one file, as the browser's upload control sends it. */
export function upload(
  app: FastifyInstance,
  url: string,
  file: { name: string; body: Buffer; type?: string },
  options: { token?: string; lang?: 'en' | 'zh' } = {},
) {
  const boundary = `----dropmall${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([head, file.body, tail]),
    remoteAddress: randomIp(),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

/** Every file under a directory, relative paths (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
  } catch {
    return [];
  }
}
