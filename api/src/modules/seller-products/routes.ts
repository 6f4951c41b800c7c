import {
  CategoryNode,
  IdQuery,
  NamedEntry,
  ProductSaved,
  ProductSubmission,
  ProductTag,
  SellerProductListQuery,
  SellerProductPage,
  ShelfRequest,
  StoredProduct,
  StoryEntry,
  TitledEntry,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { CatalogService } from '../catalog/catalog-service';
import type { ProductReader } from '../catalog/seller-product-reader';
import type { SellerListsService } from './lists-service';
import type { ProductWriter } from './product-writer';
import type { ReviewService } from './review-service';

export interface SellerProductDeps {
  writer: ProductWriter;
  reader: ProductReader;
  review: ReviewService;
  lists: SellerListsService;
  catalog: CatalogService;
}

const PAGE = '/businessCenter/product';
const need = (button?: string) => ({ scope: 'business' as const, page: PAGE, ...(button ? { button } : {}) });

/** The seller's product calls (spec 001 §7 /product/*; list and shelf paths are ours). */
export const sellerProductRoutes: FastifyPluginAsyncZod<SellerProductDeps> = async (app, deps) => {
  const tags = ['seller products'];
  const seller = access.permission(need());
  const list = (
    path: string,
    summary: string,
    schema: z.ZodType,
    read: (lang: 'en' | 'zh') => Promise<unknown>,
  ) =>
    app.get(
      path,
      { config: { access: seller }, schema: { tags, summary, response: { 200: officeSchema(schema) } } },
      async (request) => officeOk(await read(request.language)),
    );

  list('/product/getProductTags', 'Tags a product can carry', z.array(ProductTag), (l) =>
    deps.catalog.tags(l),
  );
  list('/product/category', 'The category tree (three levels)', z.array(CategoryNode), (l) =>
    deps.catalog.categoryTree(l),
  );
  list('/product/getProductTypes', 'Product types', z.array(NamedEntry), (l) => deps.lists.productTypes(l));
  list('/product/getProductServe', 'Service promises', z.array(TitledEntry), (l) => deps.lists.services(l));
  list('/product/getProductStorys', 'Brand stories', z.array(StoryEntry), (l) => deps.lists.stories(l));

  app.post(
    '/product/save',
    {
      // Adding and editing both come here: either button of the product page will do.
      config: { access: access.permission(need('add'), need('edit')) },
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Add or edit a product (JSON); it waits for review off shelf',
        body: ProductSubmission,
        response: { 200: officeSchema(ProductSaved) },
      },
    },
    async (request) => officeOk(await deps.writer.save(request.caller.businessId, request.body)),
  );

  app.get(
    '/product/get',
    {
      config: { access: seller },
      schema: {
        tags,
        summary: 'One of the caller’s products, for editing',
        querystring: IdQuery,
        response: { 200: officeSchema(StoredProduct) },
      },
    },
    async (request) => officeOk(await deps.reader.submission(request.query.id, request.caller.businessId)),
  );

  app.get(
    '/product/list',
    {
      config: { access: seller },
      schema: {
        tags,
        summary: 'The caller’s products, newest first',
        querystring: SellerProductListQuery,
        response: { 200: officeSchema(SellerProductPage) },
      },
    },
    async (request) => officeOk(await deps.reader.sellerList(request.caller.businessId, request.query)),
  );

  for (const [path, move] of [
    ['/product/offShelf', 'offShelf'],
    ['/product/onShelf', 'onShelf'],
  ] as const)
    app.post(
      path,
      {
        config: { access: access.permission(need('edit')) },
        schema: {
          tags,
          summary: `Take an own product ${move === 'offShelf' ? 'off' : 'back on'} shelf`,
          body: ShelfRequest,
          response: { 200: officeSchema(z.null()) },
        },
      },
      async (request) => {
        await deps.review[move](request.caller.businessId, request.body.id);
        return officeOk(null);
      },
    );
};
