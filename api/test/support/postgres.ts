import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server CI gives us; each run and each test file gets databases of its own on it. */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export function adminPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: adminUrl(), max: 2 });
  pool.on('error', () => {});
  return pool;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}
