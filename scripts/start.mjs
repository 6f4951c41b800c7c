// `npm start`: build the web app and compile the API if either is missing or stale, then run the compiled
// API server, which serves the web app too.
import { pathToFileURL } from 'node:url';
import { builtApi, ensureApiBuild } from './api-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureApiBuild();
await import(pathToFileURL(builtApi).href);
