import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'dropmall.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): { pid: number; host: string } | null {
  try {
    const [pid, host] = readFileSync(path, 'utf8').trim().split('@');
    return { pid: Number(pid), host: host ?? '' };
  } catch {
    return null;
  }
}

/**
 * Takes the data directory for this process. PGlite has no lock between processes: a second process
 * opening a live data directory gets in and rows are lost. A lock held by a process that is gone (a crash)
 * is taken over; one held by a live process refuses us with a message that says what to do.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const me = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, me);
      closeSync(fd);
      return () => {
        if (readHolder(path)?.pid === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      const stale =
        !holder || !Number.isInteger(holder.pid) || (holder.host === hostname() && !isAlive(holder.pid));
      if (!stale) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Dropmall process (pid ${holder.pid} on ${holder.host}). ` +
            'Stop that process first, or give this one its own DATA_DIR. ' +
            `If no such process exists, delete ${path}.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${path}`);
}
