import {
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isUnionType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A document's requested cost as Shopify documents it: a scalar or enum field costs 0, an object 1, a
 * connection 2 plus its `first`/`last` times the cost of what each node selects, an interface or union the
 * most of its possible selections, a mutation 10 plus what it selects. The sandbox store charges it to a
 * bucket (see CostBucket) and refuses a single query above 1,000.
 */
export function requestedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const base = operation.operation === 'mutation' ? 10 : 0;
  return base + selectionCost(schema, root, operation.selectionSet, fragments, variables);
}

type Fragments = Map<string, { typeCondition: { name: { value: string } }; selectionSet: SelectionSetNode }>;

function selectionCost(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  set: SelectionSetNode,
  fragments: Fragments,
  variables: Record<string, unknown>,
): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) total += fieldCost(schema, parent, selection, fragments, variables);
    else {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const typeName = fragment.typeCondition?.name.value;
      const type = typeName ? schema.getType(typeName) : parent;
      if (type && isCompositeType(type))
        total += selectionCost(schema, type, fragment.selectionSet, fragments, variables);
    }
  }
  return total;
}

function fieldCost(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  node: FieldNode,
  fragments: Fragments,
  variables: Record<string, unknown>,
): number {
  if (isUnionType(parent)) return 0;
  const field = parent.getFields()[node.name.value];
  if (!field) return 0;
  const type = getNamedType(field.type);
  if (!isCompositeType(type) || !node.selectionSet) return 0;
  const children = isAbstractType(type)
    ? Math.max(
        0,
        ...schema
          .getPossibleTypes(type)
          .map((t) => selectionCost(schema, t, node.selectionSet as SelectionSetNode, fragments, variables)),
      )
    : selectionCost(schema, type, node.selectionSet, fragments, variables);
  if (type.name.endsWith('Connection') && 'getFields' in type) {
    // 2, and per element asked for what one node costs (the object, 1, and what it selects).
    const nodeType = getNamedType(type.getFields().nodes?.type);
    let perNode = 0;
    for (const selection of node.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD || !nodeType || !isCompositeType(nodeType)) continue;
      const inner =
        selection.name.value === 'nodes'
          ? selection.selectionSet
          : selection.name.value === 'edges'
            ? selection.selectionSet?.selections.find(
                (s): s is FieldNode => s.kind === Kind.FIELD && s.name.value === 'node',
              )?.selectionSet
            : undefined;
      if (inner)
        perNode = Math.max(perNode, 1 + selectionCost(schema, nodeType, inner, fragments, variables));
    }
    return 2 + sizeOf(node, variables) * Math.max(1, perNode);
  }
  return 1 + children;
}

/**
 * What an answer actually cost: 1 for each object it holds and 2 for each connection (a connection is an
 * object with `nodes`, `edges` or `pageInfo`), so a query asking for 50 orders of 20 lines is charged for the
 * 3 orders of 1 line it found; Shopify refunds the difference to the bucket the same way.
 */
export function actualCost(data: unknown): number {
  if (Array.isArray(data)) return data.reduce((n: number, item) => n + actualCost(item), 0);
  if (!data || typeof data !== 'object') return 0;
  const record = data as Record<string, unknown>;
  const isConnection = 'pageInfo' in record || 'nodes' in record || 'edges' in record;
  let total = isConnection ? 2 : 1;
  for (const [key, value] of Object.entries(record)) if (key !== 'pageInfo') total += actualCost(value);
  return total;
}

/** The `first` or `last` a connection field asks for (a variable's value, or a literal). */
function sizeOf(node: FieldNode, variables: Record<string, unknown>): number {
  for (const arg of node.arguments ?? []) {
    if (arg.name.value !== 'first' && arg.name.value !== 'last') continue;
    if (arg.value.kind === Kind.INT) return Number(arg.value.value);
    if (arg.value.kind === Kind.VARIABLE) {
      const v = variables[arg.value.name.value];
      if (typeof v === 'number') return v;
    }
  }
  return 1;
}
