// A worker thread's way into a TypeScript work file when the API runs from source (development, tests):
// TypeScript loading (tsx) is registered for this thread, then the work file is imported. The built API
// (api/dist) runs its work files directly and never loads this.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.file);
