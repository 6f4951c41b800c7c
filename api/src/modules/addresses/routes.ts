import { Address, AddressDeleteRequest, AddressRemoved, AddressSaveRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { pages } from '../pages';
import type { AddressService } from './service';

/** /api/address/*: the caller's delivery addresses (paramJson carries the form). */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  const tags = ['addresses'];

  app.post(
    '/api/address/list',
    {
      config: { access: access.permission(...pages.checkout) },
      schema: {
        tags,
        summary: 'Delivery addresses, the default first',
        response: { 200: apiSchema(z.array(Address)) },
      },
    },
    async (request) => apiOk(await addresses.list(request.caller.businessId)),
  );

  app.post(
    '/api/address/add',
    {
      config: { access: access.permission(...pages.checkout) },
      schema: {
        tags,
        summary: 'Add an address',
        body: AddressSaveRequest,
        response: { 200: apiSchema(Address) },
      },
    },
    async (request) => {
      const input = { ...request.body.paramJson, id: undefined };
      return apiOk(await addresses.save(request.caller.businessId, input, request.language));
    },
  );

  app.post(
    '/api/address/update',
    {
      config: { access: access.permission(...pages.checkout) },
      schema: {
        tags,
        summary: 'Change an address (paramJson carries its id)',
        body: AddressSaveRequest,
        response: { 200: apiSchema(Address) },
      },
    },
    async (request) => {
      const input = request.body.paramJson;
      if (!input.id) throw badRequest('required', { field: 'paramJson.id' });
      return apiOk(await addresses.save(request.caller.businessId, input, request.language));
    },
  );

  app.post(
    '/api/address/delete',
    {
      config: { access: access.permission(...pages.checkout) },
      schema: {
        tags,
        summary: 'Delete an address (orders keep their copy)',
        body: AddressDeleteRequest,
        response: { 200: apiSchema(AddressRemoved) },
      },
    },
    async (request) => apiOk(await addresses.remove(request.caller.businessId, request.body.id)),
  );
};
