// Compiles the API to one JavaScript file (api/dist/main.mjs) when it is missing or older than its sources,
// so `npm start` runs plain JavaScript (no TypeScript loader at run time: less memory, faster start).
import { cpSync, existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { newestMtime } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'api/dist');
export const builtApi = join(out, 'main.mjs');
/** Modules that run on worker threads (`runWorker`, the embedded database's thread): built as files of their own. */
export const WORK_FILES = ['api/src/modules/stock/label-pdf-worker.ts', 'api/src/db/pglite-worker.ts'];
const sources = ['api/src', 'api/package.json', 'contract/src', 'scripts/api-build.mjs'];

export function apiBuildIsCurrent() {
  if (!existsSync(builtApi)) return false;
  const built = statSync(builtApi).mtimeMs;
  return sources.every((source) => newestMtime(join(root, source)) <= built);
}

/**
 * Bundles entry points as the server is built: one ES module per entry, the workspace's contract inside, every
 * npm package of the API outside (loaded from node_modules by Node's own loader, as `npm start` runs them).
 * The adapter test (api/test/compiled-adapters.test.ts) builds its harness with the same options.
 */
export async function bundle(entryPoints, outdir) {
  const deps = (file) => Object.keys(JSON.parse(readFileSync(join(root, file), 'utf8')).dependencies ?? {});
  // The workspace's own contract (TypeScript sources) goes into the bundle; every npm package of the API and
  // of the contract stays outside (one zod, one fastify, loaded from node_modules).
  const external = [...deps('api/package.json'), ...deps('contract/package.json')].filter(
    (name) => name !== '@dropmall/contract',
  );
  await build({
    entryPoints,
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    // Bundled CommonJS helpers may call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __dmRequire } from 'node:module'; const require = __dmRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

export async function ensureApiBuild() {
  if (apiBuildIsCurrent()) return;
  console.log('Compiling the API (api/dist) ...');
  rmSync(out, { recursive: true, force: true });
  // The server, and each work file run on a thread of its own (adapters/threads/run-worker.ts finds it
  // beside main.mjs by its name).
  await bundle([join(root, 'api/src/main.ts'), ...WORK_FILES.map((file) => join(root, file))], out);
  // The database client finds its migrations beside itself (db/client.ts).
  cpSync(join(root, 'api/src/db/migrations'), join(out, 'migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureApiBuild();
