import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/**
 * Shopify's own Admin API schema of the pinned version: the introspection result Shopify ships in its
 * `@shopify/dev-mcp` package (a development dependency). The sandbox store answers from it and the tests
 * validate every document Dropmall sends against it. Found by walking up to node_modules, so the sources,
 * the compiled build (api/dist) and the tests all find the one file.
 */
const FILE = join(
  'node_modules',
  '@shopify',
  'dev-mcp',
  'dist',
  'data',
  `admin_${SHOPIFY_API_VERSION}.json.gz`,
);

export function adminSchemaPath(from = dirname(fileURLToPath(import.meta.url))): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, FILE);
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

let loaded: GraphQLSchema | null = null;

/** The schema, built once (a second or so, ~11 MB of JSON); null when the package is not installed. */
export function adminSchema(): GraphQLSchema | null {
  if (loaded) return loaded;
  const path = adminSchemaPath();
  if (!path) return null;
  const json = JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as { data: IntrospectionQuery };
  loaded = buildClientSchema(json.data, { assumeValid: true });
  return loaded;
}
