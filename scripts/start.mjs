// `npm start`: build the web app if it is missing or stale, then run the API server, which serves it too.
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../api/src/main.ts');
