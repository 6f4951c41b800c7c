import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import {
  coerceInputValue,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isInputType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_DOCUMENTS } from '../../src/adapters/stores/shopify/documents';
import { fulfillmentInput } from '../../src/adapters/stores/shopify/fulfilment-plan';
import { webhookInput } from '../../src/adapters/stores/shopify/platform';
import { productSetInput } from '../../src/adapters/stores/shopify/product-input';
import type { ProductDraft } from '../../src/adapters/stores/types';
import { adminSchema } from '../../src/modules/stores/sandbox/admin-schema';

/**
 * Every GraphQL document the Shopify adapter sends, validated against Shopify's published Admin API schema of
 * the pinned version (issue 32, item 6): an unknown field, a wrong argument, a missing variable or a field
 * or argument Shopify has deprecated fails here, not in a merchant's shop.
 */
let schema: GraphQLSchema;
beforeAll(() => {
  const loaded = adminSchema();
  if (!loaded)
    throw new Error(`Shopify's admin schema ${SHOPIFY_API_VERSION} is not installed (@shopify/dev-mcp)`);
  schema = loaded;
});

/** Deprecated fields, arguments and enum values a document uses, as 'Type.field' strings. */
function deprecatedUses(document: DocumentNode): string[] {
  const found: string[] = [];
  const info = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(info, {
      Field() {
        const field = info.getFieldDef();
        const parent = info.getParentType();
        if (field?.deprecationReason) found.push(`${parent?.name}.${field.name}`);
      },
      Argument() {
        const arg = info.getArgument();
        if (arg?.deprecationReason) found.push(`argument ${arg.name}`);
      },
      EnumValue() {
        const value = info.getEnumValue();
        if (value?.deprecationReason) found.push(`enum value ${value.name}`);
      },
    }),
  );
  return found;
}

describe(`Shopify Admin API ${SHOPIFY_API_VERSION}: the documents Dropmall sends`, () => {
  it.each(Object.entries(SHOPIFY_DOCUMENTS))('%s is valid and uses nothing deprecated', (_name, text) => {
    const document = parse(text);
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    expect(deprecatedUses(document)).toEqual([]);
  });

  it('catches what it should: an unknown field, a wrong argument and a deprecated field', () => {
    const bad = parse('query { shop { nameX } products(firstX: 1) { nodes { id } } }');
    expect(validate(schema, bad).length).toBeGreaterThanOrEqual(2);
    const old = parse('query { webhookSubscriptions(first: 1) { nodes { callbackUrl } } }');
    expect(validate(schema, old)).toEqual([]);
    expect(deprecatedUses(old)).toEqual(['WebhookSubscription.callbackUrl']);
  });

  it('the inputs the adapter builds are what the schema takes, with nothing deprecated', () => {
    const draft: ProductDraft = {
      handle: 'dropmall-1',
      title: 'Tote',
      descriptionHtml: '<p>Bag</p>',
      vendor: 'Dropmall',
      tags: ['bags'],
      optionNames: ['Colour'],
      variants: [
        { key: '1', options: ['Red'], price: '10.00', sku: 'T-R' },
        { key: '2', options: [''], price: '11.00', sku: 'T-B' },
      ],
      images: ['https://example.com/a.jpg'],
    };
    const shipment = { trackingNumber: 'BR1', carrier: 'Correios', lines: null, complete: true };
    const inputs: [string, unknown][] = [
      ['ProductSetInput', productSetInput(draft)],
      ['ProductSetInput', productSetInput(draft, new Map([['1', '77']]), false)],
      [
        'ProductSetInput',
        productSetInput({ ...draft, optionNames: [], variants: [draft.variants[0] as never] }),
      ],
      ['ProductSetIdentifiers', { handle: 'dropmall-1' }],
      ['ProductSetIdentifiers', { id: 'gid://shopify/Product/1' }],
      ['PublicationInput', { publicationId: 'gid://shopify/Publication/1' }],
      [
        'FulfillmentInput',
        fulfillmentInput(
          [
            {
              fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/1',
              fulfillmentOrderLineItems: [{ id: 'gid://shopify/FulfillmentOrderLineItem/2', quantity: 1 }],
            },
          ],
          shipment,
        ),
      ],
      ['WebhookSubscriptionInput', webhookInput('https://dropmall.example/v1/store/webhook/1')],
    ];
    for (const [typeName, value] of inputs) {
      const type = schema.getType(typeName);
      if (!isInputType(type)) throw new Error(`${typeName} is not an input type`);
      const problems: string[] = [];
      coerceInputValue(value, type, (path, _invalid, error) =>
        problems.push(`${path.join('.')}: ${error.message}`),
      );
      expect(problems, typeName).toEqual([]);
      expect(deprecatedInputs(value, type), typeName).toEqual([]);
    }
    // And it would catch one: a field the schema does not have, and a deprecated one.
    const bad: string[] = [];
    coerceInputValue({ title: 'x', bodyHtml: 'y' }, schema.getType('ProductSetInput') as never, (p) =>
      bad.push(p.join('.')),
    );
    expect(bad.length).toBeGreaterThan(0);
    expect(
      deprecatedInputs({ callbackUrl: 'https://x' }, schema.getType('WebhookSubscriptionInput') as never),
    ).toEqual(['WebhookSubscriptionInput.callbackUrl']);
  });

  /** The deprecated input fields a value sets, as 'Type.field'. */
  function deprecatedInputs(value: unknown, type: GraphQLInputType): string[] {
    const named = getNamedType(type);
    if (Array.isArray(value)) return value.flatMap((v) => deprecatedInputs(v, named));
    if (!isInputObjectType(named) || !value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => {
      const field = named.getFields()[key];
      if (!field) return [];
      return [
        ...(field.deprecationReason ? [`${named.name}.${key}`] : []),
        ...deprecatedInputs(v, field.type),
      ];
    });
  }
});
