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
    // Each file builds its own app on its own database, so nothing leaks through module state; loading the
    // module graph (Fastify, Drizzle, PGlite's WASM) once per worker instead of once per file halves the run.
    isolate: false,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * React's scheduler can run a last task (an antd animation's state update) after a web test file's jsdom
 * environment is gone, and that task then finds no `window`. It happens after every test of the file has
 * passed, and only on a loaded machine; it is not a failure of the code under test, so that one error is
 * dropped. Every other unhandled error still fails the run.
 */
function isReactWorkAfterTeardown(error: { name?: string; message?: string; stack?: string }): boolean {
  return (
    error.name === 'ReferenceError' &&
    error.message === 'window is not defined' &&
    /react-dom|scheduler/.test(error.stack ?? '')
  );
}

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isReactWorkAfterTeardown(error),
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: './contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The repository's own tools (the dependency rules of .dependency-cruiser.cjs).
      {
        test: {
          name: 'tools',
          root: './scripts',
          include: ['*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      apiProject('api (PGlite)', { TEST_DB_KIND: 'pglite' }),
      ...(postgresUrl ? [apiProject('api (PostgreSQL)', { TEST_DB_KIND: 'postgres' })] : []),
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // Files share a worker's modules and document, which more than halves the run (antd and the app
          // load once per worker). test/setup.ts gives each file a clean start: no toast, confirm or language
          // of another file stays (motion off, so nothing is left animating out).
          isolate: false,
          // Rendering antd pages is slow on a loaded two-core machine; a slow test is not a failing one.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
