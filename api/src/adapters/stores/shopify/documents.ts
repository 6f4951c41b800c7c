/**
 * Every GraphQL document Dropmall sends to Shopify's Admin API, in one place: api/test/stores/shopify-schema
 * validates each against Shopify's published schema of the pinned version (SHOPIFY_API_VERSION), so an unknown
 * field, a wrong argument or a deprecated field fails `npm test` before it fails a merchant.
 */

export const SHOP_QUERY = /* GraphQL */ `
  query DropmallShop {
    shop {
      name
      currencyCode
      myshopifyDomain
    }
    currentAppInstallation {
      accessScopes {
        handle
      }
    }
  }
`;

export const PRODUCTS_QUERY = /* GraphQL */ `
  query DropmallProducts($first: Int!, $after: String) {
    products(first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        id
        title
        handle
        featuredMedia {
          preview {
            image {
              url
            }
          }
        }
      }
    }
  }
`;

export const PRODUCT_VARIANTS_QUERY = /* GraphQL */ `
  query DropmallProductVariants($id: ID!, $first: Int!, $after: String) {
    product(id: $id) {
      id
      variants(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          id
          sku
          barcode
          price
          selectedOptions {
            name
            value
          }
        }
      }
    }
  }
`;

export const PRODUCT_SET_MUTATION = /* GraphQL */ `
  mutation DropmallProductSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers, $synchronous: Boolean!) {
    productSet(input: $input, identifier: $identifier, synchronous: $synchronous) {
      product {
        id
      }
      productSetOperation {
        id
        status
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`;

export const PRODUCT_OPERATION_QUERY = /* GraphQL */ `
  query DropmallProductOperation($id: ID!) {
    productOperation(id: $id) {
      status
      product {
        id
      }
      ... on ProductSetOperation {
        userErrors {
          code
          field
          message
        }
      }
    }
  }
`;

export const PUBLICATIONS_QUERY = /* GraphQL */ `
  query DropmallPublications {
    publications(first: 20, catalogType: APP) {
      nodes {
        id
        catalog {
          title
          ... on AppCatalog {
            apps(first: 1) {
              nodes {
                handle
              }
            }
          }
        }
      }
    }
  }
`;

export const PUBLISH_MUTATION = /* GraphQL */ `
  mutation DropmallPublish($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

/** An order's lines (a page of them: an order of more is read on by ORDER_LINES_QUERY). */
const LINE_FIELDS = /* GraphQL */ `
  fragment DropmallLines on LineItemConnection {
    pageInfo {
      hasNextPage
      endCursor
    }
    nodes {
      id
      sku
      title
      variantTitle
      quantity
      currentQuantity
      variant {
        id
      }
      originalUnitPriceSet {
        shopMoney {
          amount
        }
      }
    }
  }
`;

const ORDER_FIELDS = /* GraphQL */ `
  fragment DropmallOrder on Order {
    id
    name
    email
    createdAt
    updatedAt
    cancelledAt
    displayFinancialStatus
    displayFulfillmentStatus
    currencyCode
    totalPriceSet {
      shopMoney {
        amount
        currencyCode
      }
    }
    customer {
      firstName
      lastName
    }
    shippingAddress {
      name
      firstName
      lastName
      company
      address1
      address2
      city
      province
      provinceCode
      zip
      country
      countryCodeV2
      phone
    }
    lineItems(first: 20) {
      ...DropmallLines
    }
  }
  ${LINE_FIELDS}
`;

export const ORDERS_QUERY = /* GraphQL */ `
  query DropmallOrders($first: Int!, $after: String, $query: String!) {
    orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...DropmallOrder
      }
    }
  }
  ${ORDER_FIELDS}
`;

export const ORDER_LINES_QUERY = /* GraphQL */ `
  query DropmallOrderLines($id: ID!, $after: String) {
    order(id: $id) {
      lineItems(first: 100, after: $after) {
        ...DropmallLines
      }
    }
  }
  ${LINE_FIELDS}
`;

export const FULFILMENT_STATE_QUERY = /* GraphQL */ `
  query DropmallFulfilmentState($id: ID!) {
    order(id: $id) {
      id
      displayFulfillmentStatus
      fulfillments(first: 20) {
        id
        trackingInfo(first: 5) {
          number
        }
        fulfillmentLineItems(first: 20) {
          nodes {
            quantity
            lineItem {
              id
            }
          }
        }
      }
      fulfillmentOrders(first: 5, displayable: true) {
        nodes {
          id
          status
          assignedLocation {
            location {
              id
            }
          }
          supportedActions {
            action
          }
          lineItems(first: 80) {
            nodes {
              id
              remainingQuantity
              lineItem {
                id
              }
            }
          }
        }
      }
    }
  }
`;

export const FULFILMENT_CREATE_MUTATION = /* GraphQL */ `
  mutation DropmallFulfilmentCreate($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const WEBHOOKS_QUERY = /* GraphQL */ `
  query DropmallWebhooks($topics: [WebhookSubscriptionTopic!]) {
    webhookSubscriptions(first: 100, topics: $topics) {
      nodes {
        id
        topic
        uri
      }
    }
  }
`;

export const WEBHOOK_CREATE_MUTATION = /* GraphQL */ `
  mutation DropmallWebhookCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
    webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
      webhookSubscription {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/** Each document by its name, for the schema test. */
/** The stock and price sync: the variants' inventory items, and where each is stocked. */
export const INVENTORY_ITEMS_QUERY = /* GraphQL */ `
  query DropmallInventoryItems($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        inventoryItem {
          id
          tracked
          inventoryLevels(first: 1) {
            nodes {
              location {
                id
              }
            }
          }
        }
      }
    }
  }
`;

/** Absolute quantities; the key (required since 2026-04) makes a retried call count once. */
export const INVENTORY_SET_MUTATION = /* GraphQL */ `
  mutation DropmallInventorySet($input: InventorySetQuantitiesInput!, $key: String!) {
    inventorySetQuantities(input: $input) @idempotent(key: $key) {
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** Prices (and inventory tracking) of one product's variants; only the errors are read (each field costs). */
export const VARIANTS_BULK_UPDATE_MUTATION = /* GraphQL */ `
  mutation DropmallVariantsBulkUpdate($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
    productVariantsBulkUpdate(productId: $productId, variants: $variants) {
      userErrors {
        code
        field
        message
      }
    }
  }
`;

/** A product shown (ACTIVE) or hidden (DRAFT): "unpublish" of a product the mall stopped selling. */
export const PRODUCT_STATUS_MUTATION = /* GraphQL */ `
  mutation DropmallProductStatus($product: ProductUpdateInput!) {
    productUpdate(product: $product) {
      product {
        id
        status
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export const SHOPIFY_DOCUMENTS: Record<string, string> = {
  INVENTORY_ITEMS_QUERY,
  INVENTORY_SET_MUTATION,
  VARIANTS_BULK_UPDATE_MUTATION,
  PRODUCT_STATUS_MUTATION,
  SHOP_QUERY,
  PRODUCTS_QUERY,
  PRODUCT_VARIANTS_QUERY,
  PRODUCT_SET_MUTATION,
  PRODUCT_OPERATION_QUERY,
  PUBLICATIONS_QUERY,
  PUBLISH_MUTATION,
  ORDERS_QUERY,
  ORDER_LINES_QUERY,
  FULFILMENT_STATE_QUERY,
  FULFILMENT_CREATE_MUTATION,
  WEBHOOKS_QUERY,
  WEBHOOK_CREATE_MUTATION,
};
