import { answerParent } from '../run-worker';

// A work file for run-worker.test.ts: holds its thread's CPU for `ms`, then answers; 'fail' throws.
await answerParent(async ({ ms, fail }: { ms: number; fail?: boolean }) => {
  if (fail) throw new Error('asked to fail');
  const until = Date.now() + ms;
  let spins = 0;
  while (Date.now() < until) spins += 1;
  return new Uint8Array([1, 2, 3, spins > 0 ? 4 : 0]);
});
