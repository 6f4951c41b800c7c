import {
  BusinessUserEditRequest,
  BusinessUserItem,
  BusinessUserListRequest,
  BusinessUserPage,
  BusinessUserSaveRequest,
  OfficeIdRequest,
  SavedId,
} from '@dropmall/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { BusinessUserService, StateAction } from './business-user-service';
import { USERS_PAGE } from './pages';
import { text } from './texts';

/**
 * Business users (spec 001 §7: /businessUser/*): a business's staff on its staff page, every business's
 * people on the platform's business-users page.
 */
export const businessUserRoutes: FastifyPluginAsyncZod<{ users: BusinessUserService }> = async (
  app,
  { users },
) => {
  const tags = ['business users'];
  const say = (request: FastifyRequest, what: keyof typeof text) => translate(text[what], request.language);

  app.post(
    '/businessUser/list',
    {
      config: { access: access.permission(...on(USERS_PAGE)) },
      schema: {
        tags,
        summary: 'Business users, paged and searched',
        body: BusinessUserListRequest,
        response: { 200: officeSchema(BusinessUserPage) },
      },
    },
    async (request) => officeOk(await users.list(request.caller.account, request.body)),
  );

  app.get(
    '/businessUser/info',
    {
      config: { access: access.permission(...on(USERS_PAGE)) },
      schema: {
        tags,
        summary: 'One business user',
        querystring: OfficeIdRequest,
        response: { 200: officeSchema(BusinessUserItem) },
      },
    },
    async (request) => officeOk(await users.info(request.caller.account, request.query.id)),
  );

  app.post(
    '/businessUser/save',
    {
      config: { access: access.permission(...on(USERS_PAGE, 'add staff')) },
      schema: {
        tags,
        summary: 'Add a staff member (business) or a new business with its owner (operator)',
        body: BusinessUserSaveRequest,
        response: { 200: officeSchema(SavedId) },
      },
    },
    async (request) =>
      officeOk(await users.create(request.caller.account, request.body), say(request, 'saved')),
  );

  app.post(
    '/businessUser/edit',
    {
      config: { access: access.permission(...on(USERS_PAGE, 'modify')) },
      schema: {
        tags,
        summary: 'Change a business user',
        body: BusinessUserEditRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await users.edit(request.caller.account, request.body);
      return officeOk(null, say(request, 'saved'));
    },
  );

  app.post(
    '/businessUser/delete',
    {
      config: { access: access.permission(...on(USERS_PAGE, 'delete staff')) },
      schema: {
        tags,
        summary: 'Delete a business user and end their sessions',
        body: OfficeIdRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await users.remove(request.caller.account, request.body.id);
      return officeOk(null, say(request, 'deleted'));
    },
  );

  const stateRoute = (action: StateAction, summary: string) =>
    app.post(
      `/businessUser/${action}`,
      {
        config: { access: access.permission(...on(USERS_PAGE, action)) },
        schema: { tags, summary, body: OfficeIdRequest, response: { 200: officeSchema(z.null()) } },
      },
      async (request) => {
        await users.changeState(request.caller.account, request.body.id, action);
        return officeOk(null, say(request, 'saved'));
      },
    );
  stateRoute('disable', 'Disable an account; its sessions end');
  stateRoute('enable', 'Enable a disabled account');
  stateRoute('unfreeze', 'Unfreeze an account frozen by wrong passwords');
};
