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
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
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
  if (type.name.endsWith('Connection')) {
    const size = sizeOf(node, variables);
    // The nodes (or edges' nodes) of a connection cost what each selects, per element asked for.
    return 2 + size * Math.max(1, children);
  }
  return 1 + children;
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
