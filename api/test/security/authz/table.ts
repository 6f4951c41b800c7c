import type { Row } from './row';
import { API_KEY_ROWS } from './rows-api-keys';
import { BRAND_SAMPLE_ROWS } from './rows-brands-samples';
import { BUYER_ROWS } from './rows-buyer';
import { OFFICE_ROWS } from './rows-office';
import { ORDER_ROWS } from './rows-orders';
import { PLATFORM_ROWS } from './rows-platform';
import { SELLER_ROWS } from './rows-seller';
import { SETTLEMENT_ROWS } from './rows-settlement';
import { STOCK_ROWS } from './rows-stock';
import { STOCK_COUNT_ROWS } from './rows-stock-count';
import { STOCK_FILE_ROWS } from './rows-stock-files';
import { STOCK_RETURN_ROWS } from './rows-stock-returns';
import { STORE_PRODUCT_ROWS } from './rows-store-products';
import { CRM_ROWS, STORE_ROWS } from './rows-stores';
import { WEBHOOK_ROWS } from './rows-webhooks';

/** Every operation of the OpenAPI document that takes an id of something somebody owns. */
export const ROWS: Row[] = [
  ...BUYER_ROWS,
  ...ORDER_ROWS,
  ...SELLER_ROWS,
  ...OFFICE_ROWS,
  ...PLATFORM_ROWS,
  ...STORE_ROWS,
  ...STORE_PRODUCT_ROWS,
  ...CRM_ROWS,
  ...SETTLEMENT_ROWS,
  ...API_KEY_ROWS,
  ...WEBHOOK_ROWS,
  ...STOCK_ROWS,
  ...STOCK_RETURN_ROWS,
  ...STOCK_COUNT_ROWS,
  ...STOCK_FILE_ROWS,
  ...BRAND_SAMPLE_ROWS,
];

/**
 * Operations that take an id yet have no row, each with the reason. A new operation with an id field must be
 * added to ROWS or here, or the completeness test fails.
 */
export const EXEMPT: Record<string, string> = {
  'GET /v1/mall/index/getListByTag': 'a public tag of the catalogue',
  'GET /v1/mall/index/page': 'public category, tag and seller filters of the catalogue',
  'GET /v1/mall/index/get': 'a public product of the catalogue',
  'GET /v1/base/toolExpressModelPage': 'public regions and products (shipping rates)',
  'POST /v1/api/shopingCar/add': 'a public variant, into the caller’s own cart',
  'POST /v1/business/saveCar': 'the same add under the spec’s back-office name: into the caller’s own cart',
  'POST /v1/api/address/add': 'creates: an id sent is ignored; region ids are public',
  'POST /v1/api/coupon/claim': 'a template of the coupon centre, offered to every business',
  'POST /v1/treaty/detail': 'a published agreement, every business’s to read (drafts answer 404)',
  'POST /v1/treaty/read': 'marks the caller’s own reading of published agreements',
  'POST /v1/product/saveTask': 'public catalogue products, onto the caller’s own lists',
  'POST /v1/store/connect':
    'creates the caller’s own store; its clientId is a Shopify app’s, not a row of ours',
  'POST /v1/product/initzip': 'the download package of a public catalogue product',
  'POST /v1/stock/document/list': 'a warehouse filter over the caller’s own documents',
  'POST /v1/stock/thirdPartyIn/list': 'a warehouse filter over the caller’s own documents',
  'POST /v1/stock/thirdPartyOut/list': 'a warehouse filter over the caller’s own documents',
  'POST /v1/stock/ledger/list': 'a warehouse filter over the caller’s own ledger rows',
  'POST /v1/stock/count/list': 'a warehouse filter over the caller’s own counts',
  'POST /v1/stock/pick/list': 'a warehouse filter over the caller’s own orders’ reservations',
  'POST /v1/stock/inventory/list': 'a warehouse filter over the caller’s own stock lines',
  'GET /v1/stock/ledger/file': 'a warehouse filter over the caller’s own ledger rows',
  'GET /v1/stock/document/file': 'a warehouse filter over the caller’s own documents',
  'GET /v1/stock/thirdPartyIn/file': 'a warehouse filter over the caller’s own documents',
  'GET /v1/stock/thirdPartyOut/file': 'a warehouse filter over the caller’s own documents',
  'GET /v1/stock/count/file': 'a warehouse filter over the caller’s own counts',
  'GET /v1/stock/pick/file': 'a warehouse filter over the caller’s own orders’ reservations',
};

/** A field that names an object by id: `id`, `ids`, or a name ending in `Id` / `Ids`. */
export const ID_FIELD = /^ids?$|Ids?$/;
