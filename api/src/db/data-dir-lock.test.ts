import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const fresh = () => mkdtempSync(join(tmpdir(), 'dropmall-lock-'));

describe('data directory lock', () => {
  it('refuses a second opener while the first holds it, and frees it on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Dropmall process/);
    release();
    expect(existsSync(join(dir, 'dropmall.lock'))).toBe(false);
    lockDataDir(dir)();
  });
  it('takes over a lock left by a process that is gone', () => {
    const dir = fresh();
    // pid 2^22+1 is above Linux's pid_max default, so no live process has it.
    writeFileSync(join(dir, 'dropmall.lock'), `${2 ** 22 + 1}@${hostname()}`);
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
  it('creates the directory when it does not exist', () => {
    const dir = join(fresh(), 'a', 'b');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });
});
