import { describe, expect, it } from 'vitest';
import { DrainLoop } from './drain-loop';

describe('DrainLoop', () => {
  it('runs passes until one finds nothing, and a call during a run makes it look once more', async () => {
    const loop = new DrainLoop();
    let queued = 2;
    let passes = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pass = async () => {
      passes += 1;
      if (passes === 1) await gate;
      if (queued === 0) return false;
      queued -= 1;
      return true;
    };
    const first = loop.drain(pass);
    // Work arrives while the first pass is still going: the same run picks it up.
    const second = loop.drain(pass);
    expect(second).toBe(first);
    queued += 1;
    release();
    await first;
    expect(queued).toBe(0);
    // 3 passes with work, 1 empty pass, then one more look because of the second call.
    expect(passes).toBe(5);
    await loop.idle();
  });

  it('is idle after a failed pass, and runs again on the next call', async () => {
    const loop = new DrainLoop();
    await expect(loop.drain(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await loop.idle();
    let ran = false;
    await loop.drain(async () => {
      ran = true;
      return false;
    });
    expect(ran).toBe(true);
  });
});
