import { OwnWarehouseDelete, OwnWarehouseSave, OwnWarehouseSaved, WarehouseView } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { archiveOwnWarehouse, ownWarehouses, saveOwnWarehouse } from './own-warehouses';

const MY_WAREHOUSES = { scope: 'business' as const, page: '/myCenter/warehouses' };

/** My Profile -> Third-party Warehouses: the business's own warehouses, listed, saved and deleted. */
export const ownWarehouseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['stock'];
  app.post(
    '/stock/warehouse/list',
    {
      config: { access: access.permission(MY_WAREHOUSES) },
      schema: {
        tags,
        summary: 'The business’s own third-party warehouses',
        response: { 200: officeSchema(z.array(WarehouseView)) },
      },
    },
    async (request) => officeOk(await ownWarehouses(db, request.caller.businessId)),
  );
  app.post(
    '/stock/warehouse/save',
    {
      config: { access: access.permission(MY_WAREHOUSES) },
      schema: {
        tags,
        summary: 'Adds a third-party warehouse, or changes one of the business’s own',
        body: OwnWarehouseSave,
        response: { 200: officeSchema(OwnWarehouseSaved) },
      },
    },
    async (request) => officeOk(await saveOwnWarehouse(db, request.caller.businessId, request.body)),
  );
  app.post(
    '/stock/warehouse/delete',
    {
      config: { access: access.permission(MY_WAREHOUSES) },
      schema: {
        tags,
        summary: 'Deletes (archives) one of the business’s own warehouses; it must hold no stock',
        body: OwnWarehouseDelete,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await archiveOwnWarehouse(db, request.caller.businessId, request.body.id);
      return officeOk(null);
    },
  );
};
