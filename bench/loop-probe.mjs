// The event loop's delay inside a server a benchmark started (`NODE_OPTIONS=--import ./bench/loop-probe.mjs`,
// LOOP_PROBE_FILE=<file>): on SIGUSR2 it writes the delays seen since the last signal (perf_hooks
// monitorEventLoopDelay, ms) to the file and starts a new window. Nothing in the server knows of it.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        samples: histogram.count,
        mean: ms(histogram.mean),
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
    histogram.reset();
  });
}
