import {
  SellerListEntry,
  SellerListEntryInput,
  SellerListEntryRef,
  SellerListKindQuery,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { on } from '../../http/permissions';
import type { SellerListsAdminService } from './lists-admin-service';

/** The platform page where operators keep the seller lists (the platform menu of the permission seed). */
export const SELLER_LISTS_PAGE = { platform: '/System/sellerLists' };

/** Operators' calls on product types, service promises and brand stories (paths are ours). */
export const sellerListsAdminRoutes: FastifyPluginAsyncZod<{ admin: SellerListsAdminService }> = async (
  app,
  { admin },
) => {
  const tags = ['seller lists'];

  app.get(
    '/sellerList/list',
    {
      config: { access: access.permission(...on(SELLER_LISTS_PAGE)) },
      schema: {
        tags,
        summary: 'Every entry of one list, in both languages, with how many products use it',
        querystring: SellerListKindQuery,
        response: { 200: officeSchema(z.array(SellerListEntry)) },
      },
    },
    async (request) => officeOk(await admin.list(request.query.kind)),
  );

  app.post(
    '/sellerList/save',
    {
      config: { access: access.permission(...on(SELLER_LISTS_PAGE, 'edit')) },
      schema: {
        tags,
        summary: 'Add an entry, or edit the one with this id',
        body: SellerListEntryInput,
        response: { 200: officeSchema(SellerListEntry) },
      },
    },
    async (request) => officeOk(await admin.save(request.body)),
  );

  app.post(
    '/sellerList/delete',
    {
      config: { access: access.permission(...on(SELLER_LISTS_PAGE, 'delete')) },
      schema: {
        tags,
        summary: 'Remove an entry no product uses',
        body: SellerListEntryRef,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await admin.remove(request.body.kind, request.body.id);
      return officeOk(null);
    },
  );
};
