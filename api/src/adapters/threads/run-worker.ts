import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * CPU-heavy work (a PDF of a thousand labels) on a thread of its own, so the server keeps answering while
 * it runs: the event loop never waits on it.
 *
 * A work file is a module beside its caller that calls `answerParent`. Built (api/dist) it is JavaScript next
 * to main.mjs; run from source (development, tests) it is TypeScript, loaded through tsx in the worker.
 */
export function workFile(callerUrl: string, name: string): URL {
  const fromSource = callerUrl.endsWith('.ts');
  return new URL(`./${name}${fromSource ? '.ts' : '.mjs'}`, callerUrl);
}

/** Threads at once: one per core, so PDFs never queue behind each other on a machine that has room. */
const MAX_THREADS = Math.max(1, availableParallelism());
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

const TS_WORKER = new URL('./ts-worker.mjs', import.meta.url);

/**
 * A thread running a work file, with `data` (and the file's own address) as its workerData. From source, a
 * small JavaScript file registers TypeScript loading in the thread and imports the work file; built, the work
 * file is JavaScript and runs as it is.
 */
export function newThread(file: URL, data: object): Worker {
  const fromSource = file.pathname.endsWith('.ts');
  return new Worker(fromSource ? TS_WORKER : file, { workerData: { ...data, file: file.href } });
}

type Answer<O> = { ok: true; value: O } | { ok: false; message: string };

/** Runs the work file on a new thread with `input` and answers what it answered (or its error). */
export async function runWorker<I, O>(file: URL, input: I): Promise<O> {
  const release = await slot();
  try {
    return await new Promise<O>((resolve, reject) => {
      const worker = newThread(file, { input });
      let answered = false;
      worker.once('message', (answer: Answer<O>) => {
        answered = true;
        if (answer.ok) resolve(answer.value);
        else reject(new Error(`worker ${file.pathname}: ${answer.message}`));
      });
      worker.once('error', (error) => {
        answered = true;
        reject(error);
      });
      worker.once('exit', (code) => {
        if (!answered) reject(new Error(`worker ${file.pathname} exited with ${code} before answering`));
      });
    });
  } finally {
    release();
  }
}

/** The work file's side: reads its input, runs `work` and sends the answer (bytes are moved, not copied). */
export async function answerParent<I, O>(work: (input: I) => Promise<O>): Promise<void> {
  if (isMainThread || !parentPort) throw new Error('answerParent runs in a worker thread');
  try {
    const value = await work((workerData as { input: I }).input);
    const transfer = value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [];
    parentPort.postMessage({ ok: true, value } satisfies Answer<O>, transfer);
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error) } satisfies Answer<O>);
  }
}
