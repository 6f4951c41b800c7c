import { describe, expect, it } from 'vitest';
import { runWorker, workFile } from './run-worker';

const spin = workFile(import.meta.url, 'test-work/spin-worker');

describe('runWorker', () => {
  it('finds a work file beside its caller: TypeScript from source, JavaScript when built', () => {
    expect(workFile('file:///app/src/modules/stock/labels.ts', 'label-pdf-worker').pathname).toBe(
      '/app/src/modules/stock/label-pdf-worker.ts',
    );
    expect(workFile('file:///app/dist/main.mjs', 'label-pdf-worker').pathname).toBe(
      '/app/dist/label-pdf-worker.mjs',
    );
  });

  it("answers the work's bytes while the event loop stays free for others", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    try {
      const bytes = await runWorker<{ ms: number }, Uint8Array>(spin, { ms: 600 });
      expect([...bytes]).toEqual([1, 2, 3, 4]);
    } finally {
      clearInterval(timer);
    }
    // 600 ms of work on this thread would have let no tick run; on its own thread, the timer kept going
    // (well under one tick per 10 ms on a loaded machine, but far from none).
    expect(ticks).toBeGreaterThan(10);
  });

  it("rejects with the work's error, and more calls than threads all finish", async () => {
    await expect(runWorker(spin, { ms: 0, fail: true })).rejects.toThrow(/asked to fail/);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => runWorker<{ ms: number }, Uint8Array>(spin, { ms: 20 })),
    );
    expect(all.map((bytes) => bytes.length)).toEqual([4, 4, 4, 4, 4]);
  });
});
