import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server as its own process, as `npm start` does: the compiled `dist/main.mjs` under Node's own
 * ES module loader (test/global-setup.ts compiles it when stale), not the TypeScript sources under a loader
 * that would forgive what the shipped build does not (a CommonJS default import, a missing work file).
 */
export function startServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits until the health route answers, or the process dies. */
export async function waitUntilReady(
  server: ServerProcess,
  port: number,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready in ${timeoutMs} ms:\n${server.output()}`);
}
