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
import { type AnswerCache, SerialisedAnswer } from './answer-cache';
import type { CatalogService } from './catalog-service';
import { type CardsAnswer, noPartCounts } from './product-search';

/**
 * The list's answer (`officeOk` of a page) written around its records' JSON as the database keeps it: the
 * same bytes the response schema would write (product-cards.test.ts parses them with it), without reading and
 * writing again every card of every page.
 */
export function pageJson({ cards, ids: _ids, ...page }: CardsAnswer): string {
  const envelope = JSON.stringify(officeOk(0));
  const rest = JSON.stringify(page).slice(1);
  return `${envelope.slice(0, -2)}{"records":[${cards}],${rest}}`;
}

/**
 * The storefront's reads (spec 001 §7 /mall/index/*). Public; a logged-in business also sees its favourites.
 * Answers come from the catalogue cache when it is on (`answer-cache.ts`), a business's with its own flags set.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  cache: AnswerCache | null;
}> = async (app, { catalog, cache }) => {
  const tags = ['storefront'];
  if (cache) app.addHook('onClose', async () => cache.close());
  /**
   * Served through the cache under `key` (the route, the language, the query), valid while `generations` are.
   * `build` reads the answer for a viewer (null: anonymous); with the cache on it is always built anonymous,
   * and `faces` names where a business caller's favourite flags go.
   */
  const cached = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    generations: string[],
    build: (viewerBusinessId: number | null) => Promise<T | SerialisedAnswer>,
    faces?: (answer: T) => { id: number; favoritesTag: string }[],
  ): Promise<T> => {
    const viewer = request.caller.viewerBusinessId;
    if (!cache) {
      const body = await build(viewer);
      if (!(body instanceof SerialisedAnswer)) return body;
      return reply.type('application/json; charset=utf-8').send(body.json) as never;
    }
    const key = `${request.routeOptions.url}|${request.language}|${JSON.stringify(request.query ?? {})}`;
    const flags = viewer === null ? undefined : (ids: number[]) => catalog.favouriteFlags(viewer, ids);
    const personal = faces && { faces, flags };
    // The reply is sent there (and is a thenable: the handler's promise settles once it is out).
    return cache.serve(request, reply, { key, generations, personal }, () => build(null)) as Promise<never>;
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
      cached(
        request,
        reply,
        LISTS,
        async (viewer) => officeOk(await catalog.tagModules(request.language, viewer, request.query.tagId)),
        (answer) => answer.model.flatMap((module) => module.products),
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
      cached(
        request,
        reply,
        LISTS,
        async (viewer) => {
          // A business caller without the cache: the page as objects, its flags set, through the schema.
          if (viewer !== null) return officeOk(await catalog.search(request.query, viewer));
          const counts = noPartCounts();
          const page = await catalog.searchCards(request.query, cache, counts);
          // What the shared parts' cache had (hits/asked), for the bench's hit rates.
          if (cache) reply.header('x-cache-parts', `total=${counts.total.hits}/${counts.total.asked}`);
          return new SerialisedAnswer(pageJson(page), page.ids);
        },
        (answer) => answer.model.records,
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
      cached(
        request,
        reply,
        ['s', `p:${request.query.id}`],
        async (viewer) => officeOk(await catalog.detail(request.query.id, request.language, viewer)),
        (answer) => [answer.model],
      ),
  );
};
