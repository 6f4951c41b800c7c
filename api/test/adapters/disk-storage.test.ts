import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStorage } from '../../src/adapters/storage/disk';
import { FileNotFound } from '../../src/adapters/storage/types';

describe('disk storage', () => {
  let root: string;
  let storage: DiskStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'dm-storage-'));
    storage = new DiskStorage({ public: join(root, 'public'), private: join(root, 'private') });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores a buffer or a stream and reads it back, public and private apart', async () => {
    await storage.put('a/b/one.txt', Buffer.from('hello'), {
      contentType: 'text/plain',
      visibility: 'public',
    });
    const { size } = await storage.put('x/two.txt', Readable.from(['wor', 'ld']), {
      contentType: 'text/plain',
      visibility: 'private',
    });
    expect(size).toBe(5);
    expect(await readFile(join(root, 'public/a/b/one.txt'), 'utf8')).toBe('hello');
    expect(await text(await storage.open('x/two.txt', 'private'))).toBe('world');
    expect(await storage.exists('x/two.txt', 'public')).toBe(false);
    await expect(storage.open('x/two.txt', 'public')).rejects.toBeInstanceOf(FileNotFound);
    expect(storage.publicUrl('a/b/one.txt')).toBe('/uploads/a/b/one.txt');
  });

  it('leaves nothing behind when the stream fails half way', async () => {
    const failing = new Readable({
      read() {
        this.push('half');
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(
      storage.put('exports/t.zip', failing, { contentType: 'application/zip', visibility: 'private' }),
    ).rejects.toThrow('connection lost');
    expect(await storage.exists('exports/t.zip', 'private')).toBe(false);
    expect(await readdir(join(root, 'private/exports'))).toEqual([]);
  });

  it('refuses keys that would leave its root', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b', '', 'a/./b']) {
      await expect(
        storage.put(key, Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' }),
      ).rejects.toThrow('Unsafe storage key');
    }
  });

  it('removes a file, and removing a missing one is no error', async () => {
    await storage.put('r.txt', Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' });
    await storage.remove('r.txt', 'public');
    await storage.remove('r.txt', 'public');
    expect(await storage.exists('r.txt', 'public')).toBe(false);
  });

  it('sweeps the partial files of interrupted writes an hour old, and leaves newer ones and whole files', async () => {
    await storage.put('exports/done.zip', Buffer.from('z'), {
      contentType: 'application/zip',
      visibility: 'private',
    });
    await mkdir(join(root, 'private/exports'), { recursive: true });
    await mkdir(join(root, 'public/products/2026/11'), { recursive: true });
    const stale = [
      join(root, 'private/exports/t1.zip.abc.part'),
      join(root, 'public/products/2026/11/p.jpg.def.part'),
    ];
    const fresh = join(root, 'private/exports/t2.zip.ghi.part');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const path of stale) {
      await writeFile(path, 'half');
      await utimes(path, twoHoursAgo, twoHoursAgo);
    }
    await writeFile(fresh, 'writing');

    expect(await storage.sweepPartials(new Date(Date.now() - 60 * 60 * 1000))).toBe(2);
    expect((await readdir(join(root, 'private/exports'))).sort()).toEqual(['done.zip', 't2.zip.ghi.part']);
    expect(await readdir(join(root, 'public/products/2026/11'))).toEqual([]);
  });

  it('sweeping an empty storage finds nothing', async () => {
    expect(await storage.sweepPartials(new Date())).toBe(0);
  });
});
