// Finds the Chromium the e2e tests drive: CHROMIUM_PATH, else Debian's. Run directly, it installs Debian's
// `chromium` when it is missing and we are root, and otherwise says what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export function findChromium() {
  const given = process.env.CHROMIUM_PATH;
  if (given) return existsSync(given) ? given : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** Best effort: a CJK font for Chinese screenshots and PDFs (adapters/pdf/fonts.ts), when we are root. */
function ensureCjkFont() {
  if (existsSync(CJK_FONT) || process.getuid?.() !== 0) return;
  spawnSync('apt-get', ['install', '-y', '-qq', 'fonts-wqy-microhei'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureChromium() {
  const found = findChromium();
  if (found) {
    ensureCjkFont();
    return found;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no such file.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(
      'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the end-to-end tests ...');
  for (const args of [
    ['update', '-qq'],
    // A CJK font, so Chinese pages render in screenshots and Chinese PDFs can be written.
    ['install', '-y', '-qq', 'chromium', 'fonts-wqy-microhei'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error('apt-get failed; install chromium by hand or set CHROMIUM_PATH.');
      process.exit(1);
    }
  }
  return findChromium();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(`Chromium: ${ensureChromium()}`);
