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
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/api-docs': API_ORIGIN,
    },
  },
});
