import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, FileNotFound, type FileStorage, type PutOptions, type Visibility } from './types';

/**
 * Files in two directories: `public` is served as /uploads by the HTTP layer, `private` is never served
 * directly. Each file is written beside its final name and renamed into place when complete.
 */
export class DiskStorage implements FileStorage {
  readonly name = 'disk';

  constructor(
    private readonly roots: Record<Visibility, string>,
    private readonly publicBase = '/uploads',
  ) {}

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }> {
    const target = this.pathOf(key, options.visibility);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.part`;
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
      const { size } = await stat(partial);
      await rename(partial, target);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string, visibility: Visibility): Promise<Readable> {
    const path = this.pathOf(key, visibility);
    if (!(await this.exists(key, visibility))) throw new FileNotFound(key);
    return createReadStream(path);
  }

  async exists(key: string, visibility: Visibility): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key, visibility))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string, visibility: Visibility): Promise<void> {
    await rm(this.pathOf(key, visibility), { force: true });
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.publicBase}/${key}`;
  }

  /**
   * Removes the partial files of writes that never finished (a process killed mid-write leaves its `.part`).
   * Only those older than `before`, so a write in progress in another process is left alone.
   */
  async sweepPartials(before: Date): Promise<number> {
    let removed = 0;
    for (const root of Object.values(this.roots)) {
      let names: string[];
      try {
        names = await readdir(root, { recursive: true });
      } catch {
        continue; // nothing stored there yet
      }
      for (const name of names.filter((n) => n.endsWith('.part'))) {
        const path = join(root, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile() && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
    }
    return removed;
  }

  private pathOf(key: string, visibility: Visibility): string {
    assertSafeKey(key);
    return join(this.roots[visibility], key);
  }
}
