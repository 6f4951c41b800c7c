/**
 * Finishing touches on the whole OpenAPI document once every route is in it, so that a validator and a client
 * generator read it as it is meant.
 */
type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visits every object of a JSON tree, children before their parent. */
function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isNode(value)) {
    for (const child of Object.values(value)) walk(child, visit);
    visit(value);
  }
}

/**
 * OpenAPI 3.0 lets `nullable` apply only beside a `type`. The zod conversion folds a union with null of
 * several other members into `{ anyOf: [...], nullable: true }`, which 3.0 reads as "not nullable"; the null
 * goes back into the union as the one schema 3.0 has for null.
 */
export function repairNullable(tree: unknown): void {
  walk(tree, (node) => {
    if (node.nullable !== true || 'type' in node) return;
    delete node.nullable;
    const union = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
    if (union) union.push({ type: 'object', nullable: true, enum: [null] });
  });
}

const COMPONENT = '#/components/schemas/';

/** The name of a failure envelope: its family and its codes (`ApiFailure1001or1007`, `OfficeFailure4040`). */
function failureName(schema: Node): string | undefined {
  const properties = schema.properties as Record<string, Node> | undefined;
  const codes = properties?.code?.enum as number[] | undefined;
  if (!properties || !codes?.length) return undefined;
  const family = 'success' in properties ? 'Api' : 'msg' in properties ? 'Office' : undefined;
  return family && `${family}Failure${codes.join('or')}`;
}

/**
 * Every failure answer's envelope is defined once under components, named by its family and codes, and the
 * answers refer to it: two thirds of the document were the same few dozen envelopes, repeated per call, and a
 * generated client now names the error types it hands out.
 */
export function nameFailureSchemas(document: { paths?: unknown; components?: { schemas?: Node } }): void {
  const schemas: Node = document.components?.schemas ?? {};
  document.components = { ...document.components, schemas };
  for (const item of Object.values((document.paths ?? {}) as Record<string, Record<string, Node>>)) {
    for (const operation of Object.values(item)) {
      for (const [status, answer] of Object.entries((operation.responses ?? {}) as Record<string, Node>)) {
        const media = (answer.content as Record<string, Node> | undefined)?.['application/json'];
        const schema = media?.schema as Node | undefined;
        const name = Number(status) >= 400 && schema ? failureName(schema) : undefined;
        if (!media || !schema || !name) continue;
        const { description: _, ...envelope } = schema;
        schemas[name] ??= envelope;
        media.schema = { $ref: `${COMPONENT}${name}` };
      }
    }
  }
}

/**
 * Drops the named schemas no operation refers to: a named zod schema is registered for reading and for
 * writing (`X` and `XInput`), while a call may use it one way only.
 */
export function dropUnusedSchemas(document: { paths?: unknown; components?: { schemas?: Node } }): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (tree: unknown) =>
    walk(tree, (node) => {
      const ref = node.$ref;
      if (typeof ref !== 'string' || !ref.startsWith(COMPONENT)) return;
      const name = ref.slice(COMPONENT.length);
      if (used.has(name)) return;
      used.add(name);
      visit(schemas[name]); // a named schema may refer to others (or to itself)
    });
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
