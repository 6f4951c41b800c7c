import {
  BrandIdRequest,
  BrandListQuery,
  BrandOption,
  BrandPage,
  BrandSave,
  BrandSaved,
  BrandStateRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { BrandService } from './service';

/** The Brand List page (db/seed/menu-tree.ts); its permission guards every brand call. */
export const BRAND_PAGE = { scope: 'business' as const, page: '/businessCenter/brandList' };
/** The product form picks brands: its page's permission reads the options too. */
const PRODUCT_PAGE = { scope: 'business' as const, page: '/businessCenter/product' };

/** Business Management -> Brand List (our paths, under /brand; office envelope). */
export const brandRoutes: FastifyPluginAsyncZod<{ brands: BrandService }> = async (app, { brands }) => {
  const tags = ['brands'];
  const onPage = { access: access.permission(BRAND_PAGE) };
  app.post(
    '/brand/list',
    {
      config: onPage,
      schema: {
        tags,
        summary: 'The business’s brands, newest first, with how many products name each',
        body: BrandListQuery,
        response: { 200: officeSchema(BrandPage) },
      },
    },
    async (request) => officeOk(await brands.list(request.caller.businessId, request.body)),
  );
  app.post(
    '/brand/options',
    {
      config: { access: access.permission(BRAND_PAGE, PRODUCT_PAGE) },
      schema: {
        tags,
        summary: 'Every brand of the business by name, for the product form',
        response: { 200: officeSchema(z.array(BrandOption)) },
      },
    },
    async (request) => officeOk(await brands.options(request.caller.businessId)),
  );
  app.post(
    '/brand/save',
    {
      config: onPage,
      schema: {
        tags,
        summary: 'Adds a brand, or changes one of the business’s own',
        body: BrandSave,
        response: { 200: officeSchema(BrandSaved) },
      },
    },
    async (request) => officeOk(await brands.save(request.caller.businessId, request.body)),
  );
  app.post(
    '/brand/state',
    {
      config: onPage,
      schema: {
        tags,
        summary: 'Hides a brand (its products keep it) or shows it again',
        body: BrandStateRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await brands.setState(request.caller.businessId, request.body.id, request.body.state);
      return officeOk(null);
    },
  );
  app.post(
    '/brand/delete',
    {
      config: onPage,
      schema: {
        tags,
        summary: 'Deletes a brand that no product names',
        body: BrandIdRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await brands.remove(request.caller.businessId, request.body.id);
      return officeOk(null);
    },
  );
};
