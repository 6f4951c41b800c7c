import {
  Banner,
  CategoryNode,
  HotKeys,
  IdQuery,
  ProductDetail,
  ProductListItem,
  ProductSearchQuery,
  ProductTag,
  pageOf,
  Recommended,
  TagModule,
  TagModuleQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { CatalogService } from './catalog-service';

/** The storefront's reads (spec 001 §7 /mall/index/*). Public; a logged-in business also sees its favourites. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  const tags = ['storefront'];

  app.get(
    '/mall/index/getProductTags',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Tags, in display order',
        response: { 200: officeSchema(z.array(ProductTag)) },
      },
    },
    async (request) => officeOk(await catalog.tags(request.language)),
  );

  app.get(
    '/mall/index/category',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'The category tree (three levels)',
        response: { 200: officeSchema(z.array(CategoryNode)) },
      },
    },
    async (request) => officeOk(await catalog.categoryTree(request.language)),
  );

  app.get(
    '/mall/index/getHomePageBanner',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Home banners; parameterJump is a product id',
        response: { 200: officeSchema(z.array(Banner)) },
      },
    },
    async () => officeOk(await catalog.banners()),
  );

  app.get(
    '/mall/index/getWntj',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Recommended products',
        response: { 200: officeSchema(z.array(Recommended)) },
      },
    },
    async () => officeOk(await catalog.recommended()),
  );

  app.get(
    '/mall/index/getListByTag',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Product modules by tag: one tag, or the first six when tagId is absent',
        querystring: TagModuleQuery,
        response: { 200: officeSchema(z.array(TagModule)) },
      },
    },
    async (request) =>
      officeOk(
        await catalog.tagModules(request.language, request.caller.viewerBusinessId, request.query.tagId),
      ),
  );

  app.get(
    '/mall/index/hotSearchKey',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Hot search keywords (model.list)',
        response: { 200: officeSchema(HotKeys) },
      },
    },
    async () => officeOk(await catalog.hotSearch()),
  );

  app.get(
    '/mall/index/page',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Product search: filters, sort and pages',
        querystring: ProductSearchQuery,
        response: { 200: officeSchema(pageOf(ProductListItem)) },
      },
    },
    async (request) => officeOk(await catalog.search(request.query, request.caller.viewerBusinessId)),
  );

  app.get(
    '/mall/index/get',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Product detail',
        querystring: IdQuery,
        response: { 200: officeSchema(ProductDetail) },
      },
    },
    async (request) =>
      officeOk(await catalog.detail(request.query.id, request.language, request.caller.viewerBusinessId)),
  );
};
