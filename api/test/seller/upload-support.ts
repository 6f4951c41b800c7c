import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { randomIp } from '../support/http';

/** A real picture of the given format, drawn by sharp. */
export const picture = (format: 'png' | 'jpeg' | 'gif', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

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
