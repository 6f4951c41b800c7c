import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run dev`; the built app is served by the API itself, so only dev needs the proxy. */
const API_ORIGIN = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/v1': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/api-docs': API_ORIGIN,
    },
  },
});
