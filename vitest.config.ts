import { defineConfig } from 'vitest/config';

/**
 * One vitest run for every package. The API suite runs on embedded PGlite always, and a second time on
 * real PostgreSQL when TEST_DATABASE_URL is set (CI sets it); the project names say which is which.
 */
const apiProject = (name: string, env: Record<string, string>) => ({
  extends: true as const,
  test: {
    name,
    root: './api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api (PGlite)', { TEST_DB_KIND: 'pglite' }),
      ...(postgresUrl ? [apiProject('api (PostgreSQL)', { TEST_DB_KIND: 'postgres' })] : []),
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // Rendering antd pages is slow on a loaded two-core machine; a slow test is not a failing one.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
