import { SHOPIFY_API_VERSION } from '@dropmall/contract';
import {
  type DocumentNode,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHOPIFY_DOCUMENTS } from '../../src/adapters/stores/shopify/documents';
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

  it('the input fields Dropmall writes exist and are not deprecated', () => {
    // Inputs are checked by value, not by the document: name the fields the adapter builds.
    const used: Record<string, string[]> = {
      ProductSetInput: [
        'handle',
        'title',
        'descriptionHtml',
        'vendor',
        'tags',
        'status',
        'productOptions',
        'variants',
        'files',
      ],
      OptionSetInput: ['name', 'values'],
      OptionValueSetInput: ['name'],
      ProductVariantSetInput: ['id', 'optionValues', 'price', 'sku'],
      VariantOptionValueInput: ['optionName', 'name'],
      FileSetInput: ['originalSource', 'contentType'],
      ProductSetIdentifiers: ['id', 'handle'],
      PublicationInput: ['publicationId'],
      FulfillmentInput: ['lineItemsByFulfillmentOrder', 'trackingInfo', 'notifyCustomer'],
      FulfillmentOrderLineItemsInput: ['fulfillmentOrderId', 'fulfillmentOrderLineItems'],
      FulfillmentOrderLineItemInput: ['id', 'quantity'],
      FulfillmentTrackingInput: ['number', 'company', 'url'],
      WebhookSubscriptionInput: ['uri', 'format'],
    };
    for (const [typeName, fields] of Object.entries(used)) {
      const type = getNamedType(schema.getType(typeName) ?? undefined);
      expect(isInputObjectType(type), typeName).toBe(true);
      if (!isInputObjectType(type)) continue;
      for (const name of fields) {
        const field = type.getFields()[name];
        expect(field, `${typeName}.${name}`).toBeDefined();
        expect(field?.deprecationReason ?? null, `${typeName}.${name} is deprecated`).toBeNull();
      }
    }
  });
});
