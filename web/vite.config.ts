import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error: a plain .mjs helper, tested with the repository's tools
import { firstPaintStyles } from '../scripts/first-paint-styles.mjs';
// @ts-expect-error: a plain .mjs helper, tested with the repository's tools
import { precompress } from '../scripts/precompress.mjs';
// @ts-expect-error: a plain .mjs helper shared with the size-budget check
import { chunkReport } from '../scripts/size-budget.mjs';

/** The API server of `npm run dev`; the built app is served by the API itself, so only dev needs the proxy. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), chunkReport(), firstPaintStyles(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No <link rel=modulepreload> per chunk a lazy import brings: adding ~40 of them as the app starts was one
    // task of 300-440 ms on a slow phone (docs/benchmarks.md, session 15); the browser fetches a chunk's
    // imports when it reads them. CSS of lazy chunks is still linked before they run.
    modulePreload: false,
  },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/api-docs': API_ORIGIN,
    },
  },
});
