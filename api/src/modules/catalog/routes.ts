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
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { AnswerCache } from './answer-cache';
import type { CatalogService } from './catalog-service';

/**
 * The storefront's reads (spec 001 §7 /mall/index/*). Public; a logged-in business also sees its favourites.
 * Answers to callers without a business come from the catalogue cache when it is on (`answer-cache.ts`).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  cache: AnswerCache | null;
}> = async (app, { catalog, cache }) => {
  const tags = ['storefront'];
  if (cache) app.addHook('onClose', async () => cache.close());
  /** Served through the cache under `key` (the route, the language, the query), valid while `generations` are. */
  const cached = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    generations: string[],
    build: () => Promise<T>,
  ): Promise<T> => {
    if (!cache) return build();
    const key = `${request.routeOptions.url}|${request.language}|${JSON.stringify(request.query ?? {})}`;
    // The reply is sent there (and is a thenable: the handler's promise settles once it is out).
    return cache.serve(request, reply, { key, generations }, build) as Promise<never>;
  };
  /** Categories, tags, banners, hot keys: shared by every answer. Product lists: every product's list face. */
  const SHARED = ['s'];
  const LISTS = ['s', 'l'];

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
    async (request, reply) =>
      cached(request, reply, SHARED, async () => officeOk(await catalog.tags(request.language))),
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
    async (request, reply) =>
      cached(request, reply, SHARED, async () => officeOk(await catalog.categoryTree(request.language))),
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
    async (request, reply) => cached(request, reply, SHARED, async () => officeOk(await catalog.banners())),
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
    async (request, reply) =>
      cached(request, reply, LISTS, async () => officeOk(await catalog.recommended())),
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
    async (request, reply) =>
      cached(request, reply, LISTS, async () =>
        officeOk(
          await catalog.tagModules(request.language, request.caller.viewerBusinessId, request.query.tagId),
        ),
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
    async (request, reply) => cached(request, reply, SHARED, async () => officeOk(await catalog.hotSearch())),
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
    async (request, reply) =>
      cached(request, reply, LISTS, async () =>
        officeOk(await catalog.search(request.query, request.caller.viewerBusinessId)),
      ),
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
    async (request, reply) =>
      cached(request, reply, ['s', `p:${request.query.id}`], async () =>
        officeOk(await catalog.detail(request.query.id, request.language, request.caller.viewerBusinessId)),
      ),
  );
};
