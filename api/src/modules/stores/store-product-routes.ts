import {
  MallVariantPage,
  MallVariantQuery,
  StoreIdRequest,
  StoreListedVariantView,
  StoreProductImportState,
  StoreProductPage,
  StoreProductQuery,
  StoreVariantMapRequest,
  StoreVariantUnmapRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { pages } from '../pages';
import { STORE_PAGE } from './routes';
import type { StoreProducts } from './store-products';

/** A store's own products mapped to mall variants (issue 34 item 3), on the CRM Stores page. */
export const storeProductRoutes: FastifyPluginAsyncZod<{ products: StoreProducts }> = async (
  app,
  { products },
) => {
  const tags = ['stores'];
  const guarded = { access: access.permission(STORE_PAGE) };

  app.post(
    '/store/products/import',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Import the store’s own products, in the background (a waiting import is answered again)',
        body: StoreIdRequest,
        response: { 200: officeSchema(StoreProductImportState) },
      },
    },
    async (request) =>
      officeOk(await products.queueImport(request.caller.businessUser, request.body.id, request.language)),
  );

  app.post(
    '/store/products',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The store’s imported product variants, their mall variants or suggestions, and the import',
        body: StoreProductQuery,
        response: { 200: officeSchema(StoreProductPage) },
      },
    },
    async (request) => officeOk(await products.list(request.caller.businessId, request.body)),
  );

  app.post(
    '/store/products/map',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Map a store variant to a mall variant on sale (its orders are matched through it)',
        body: StoreVariantMapRequest,
        response: { 200: officeSchema(StoreListedVariantView) },
      },
    },
    async (request) =>
      officeOk(
        await products.map(
          request.caller.businessId,
          request.body.storeId,
          request.body.storeVariantId,
          request.body.variantId,
        ),
      ),
  );

  app.post(
    '/store/products/unmap',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Remove a store variant’s mapping',
        body: StoreVariantUnmapRequest,
        response: { 200: officeSchema(StoreListedVariantView) },
      },
    },
    async (request) =>
      officeOk(
        await products.unmap(request.caller.businessId, request.body.storeId, request.body.storeVariantId),
      ),
  );

  app.post(
    '/store/mallVariants',
    {
      // The order line's bind dialog picks from the same list.
      config: { access: access.permission(STORE_PAGE, pages.storeOrders) },
      schema: {
        tags,
        summary: 'Mall variants on sale by title, SKU or article number (search-and-pick)',
        body: MallVariantQuery,
        response: { 200: officeSchema(MallVariantPage) },
      },
    },
    async (request) =>
      officeOk(await products.search(request.body.keyword, request.body.current, request.body.size)),
  );
};
