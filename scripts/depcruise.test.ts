import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The rules of .dependency-cruiser.cjs, run by `npm run lint`, on small trees laid out like the repository:
 * a clean tree passes, and each kind of violation fails with its rule's name.
 */

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const made: string[] = [];

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'depcruise-'));
  made.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

async function cruise(dir: string): Promise<{ failed: boolean; output: string }> {
  const args = [join(root, 'scripts/depcruise.mjs'), '--config', join(root, '.dependency-cruiser.cjs')];
  try {
    const { stdout } = await run('node', [...args, 'api/src', 'web/src'], { cwd: dir });
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

const table = (name: string) => `export const ${name} = { name: '${name}' };\n`;
const clean = {
  'api/src/db/schema/cart.ts': table('cartItems'),
  'api/src/db/schema/orders.ts': table('orders'),
  'api/src/modules/cart/service.ts':
    "import { cartItems } from '../../db/schema/cart';\nexport const take = () => cartItems;\n",
  'api/src/modules/orders/service.ts':
    "import { orders } from '../../db/schema/orders';\nimport { take } from '../cart/service';\nexport const submit = () => [orders, take()];\n",
  'api/src/http/envelope.ts': 'export const ok = 1;\n',
  'web/src/features/cart/CartPage.ts': "import { href } from '../../lib/paths';\nexport const page = href;\n",
  'web/src/features/checkout/Submit.ts':
    "import { page } from '../cart/CartPage';\nexport const submit = page;\n",
  'web/src/lib/paths.ts': "export const href = '/submitOrder';\n",
};

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('dependency rules', () => {
  it('pass a tree that keeps them', async () => {
    const result = await cruise(tree(clean));
    expect(result.output).toContain('no dependency violations');
    expect(result.failed).toBe(false);
  });

  it('fail on a table of another module, a cycle, and each forbidden direction', async () => {
    const result = await cruise(
      tree({
        ...clean,
        // (a) orders importing the cart's table instead of calling the cart service.
        'api/src/modules/orders/service.ts':
          "import { cartItems } from '../../db/schema/cart';\nimport { orders } from '../../db/schema/orders';\nexport const submit = () => [orders, cartItems];\n",
        // (b) a file cycle in api, and the cart <-> checkout feature cycle in web.
        'api/src/modules/cart/service.ts':
          "import { cartItems } from '../../db/schema/cart';\nimport { again } from './again';\nexport const take = () => [cartItems, again];\n",
        'api/src/modules/cart/again.ts':
          "import { take } from './service';\nexport const again = () => take;\n",
        'web/src/features/cart/CartPage.ts':
          "import { submit } from '../checkout/Submit';\nexport const page = submit;\n",
        // (c) http/ importing a module, web importing api.
        'api/src/http/envelope.ts':
          "import { take } from '../modules/cart/service';\nexport const ok = take;\n",
        'web/src/lib/paths.ts':
          "import { ok } from '../../../api/src/http/envelope';\nexport const href = ok;\n",
      }),
    );
    expect(result.failed).toBe(true);
    for (const rule of [
      'tables-of-others:orders',
      'no-circular',
      'no-circular-folders',
      'http-adapters-not-modules',
      'web-not-api',
    ])
      expect(result.output).toContain(`${rule}:`);
  });

  it('fail on a table imported by a module outside the ownership map, or read by another module', async () => {
    const result = await cruise(
      tree({
        ...clean,
        'api/src/modules/newcomer/service.ts':
          "import { orders } from '../../db/schema/orders';\nexport const x = orders;\n",
        // The cart reading the orders' table instead of asking the orders module.
        'api/src/modules/cart/service.ts':
          "import { cartItems } from '../../db/schema/cart';\nimport { orders } from '../../db/schema/orders';\nexport const take = () => [cartItems, orders];\n",
      }),
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('tables-of-no-module:');
    expect(result.output).toContain('tables-of-others:cart:');
  });
});
