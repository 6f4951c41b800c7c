// Runs npm scripts side by side and fails when any fails: `node scripts/run-together.mjs test:unit lint`.
// The first script's output streams as it comes; the others' is held and printed whole when each ends, so
// the log stays readable. On a 2-core machine the short single-threaded checks (type checks, lint, the web
// build) then fill the gaps of the long run instead of waiting for it.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script, stream) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ['run', script], { stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!stream) process.stdout.write(`\n== npm run ${script}\n${Buffer.concat(held).toString()}`);
      const ok = code === 0;
      console.log(
        `== npm run ${script}: ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`,
      );
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map((script, index) => run(script, index === 0)));
const failed = scripts.filter((_, index) => !results[index]);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
