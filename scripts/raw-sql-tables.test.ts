import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * dependency-cruiser (.dependency-cruiser.cjs) sees a module importing another's schema file, not SQL text
 * naming another's table. This looks inside the sql`...` templates of api/src/modules for `from`, `join`,
 * `into` or `update` followed by a table another module owns (the owners are the config's
 * tables-of-others rules).
 */

const root = resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
  forbidden: { name: string; to: { pathNot?: string } }[];
};

/** Table name -> owning module, from each owner's schema files. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const rule of config.forbidden) {
    const module = rule.name.match(/^tables-of-others:(.+)$/)?.[1];
    const files = rule.to.pathNot?.match(/\((.*)\)\\\.ts\$$/)?.[1]?.split('|');
    if (!module || !files) continue;
    for (const file of files) {
      const text = readFileSync(join(root, 'api/src/db/schema', `${file.replace(/\\/g, '')}.ts`), 'utf8');
      for (const [, table] of text.matchAll(/pgTable\(\s*'([a-z_]+)'/g)) owners.set(table as string, module);
    }
  }
  return owners;
}

/** `module: file: keyword table` for each table of another module named in a sql`...` template. */
function rawReads(files: Record<string, string>, owners: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const module = path.split('/')[3];
    for (const [, body] of text.matchAll(/sql(?:\.raw)?`([^`]*)`/g))
      for (const [words, , table] of (body as string).matchAll(/\b(from|join|into|update)\s+([a-z_]+)\b/gi)) {
        const owner = owners.get(table as string);
        if (owner && owner !== module) found.push(`${module}: ${path}: ${words} (${owner})`);
      }
  }
  return found;
}

function moduleFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const dir = join(root, 'api/src/modules');
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    if (entry.endsWith('.ts')) files[`api/src/modules/${entry}`] = readFileSync(join(dir, entry), 'utf8');
  return files;
}

describe('raw SQL names only its own module tables', () => {
  const owners = tableOwners();

  it('knows the tables (the ownership map reaches every schema file)', () => {
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('products')).toBe('catalog');
    expect(owners.get('businesses')).toBe('accounts');
  });

  it('finds no module naming another module table in its SQL', () => {
    expect(rawReads(moduleFiles(), owners)).toEqual([]);
  });

  it('fails on a deliberate violation', () => {
    const files = {
      'api/src/modules/reports/service.ts': 'const q = sql`select count(*) from orders where id = 1`;',
      'api/src/modules/orders/own.ts': 'const q = sql`select count(*) from orders`;',
    };
    expect(rawReads(files, owners)).toEqual([
      'reports: api/src/modules/reports/service.ts: from orders (orders)',
    ]);
  });
});
