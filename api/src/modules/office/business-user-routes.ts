import {
  BusinessUserEditRequest,
  BusinessUserItem,
  BusinessUserListRequest,
  BusinessUserPage,
  BusinessUserSaveRequest,
  OfficeIdRequest,
  SavedId,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { Principal } from '../../http/auth';
import { officeOk, officeSchema } from '../../http/envelope';
import { requestLanguage, translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { BusinessUserService, StateAction } from './business-user-service';
import { text } from './messages';
import { USERS_PAGE } from './pages';

/**
 * Business users (spec 001 §7: /businessUser/*): a business's staff on its staff page, every business's
 * people on the platform's business-users page.
 */
export const businessUserRoutes: FastifyPluginAsyncZod<{ users: BusinessUserService }> = async (
  app,
  { users },
) => {
  const tags = ['business users'];
  const me = (request: { principal: Principal | null }) => request.principal as Principal;
  const say = (request: Parameters<typeof requestLanguage>[0], what: keyof typeof text) =>
    translate(text[what], requestLanguage(request));

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
    async (request) => officeOk(await users.list(me(request), request.body)),
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
    async (request) => officeOk(await users.info(me(request), request.query.id)),
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
    async (request) => officeOk(await users.create(me(request), request.body), say(request, 'saved')),
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
      await users.edit(me(request), request.body);
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
      await users.remove(me(request), request.body.id);
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
        await users.changeState(me(request), request.body.id, action);
        return officeOk(null, say(request, 'saved'));
      },
    );
  stateRoute('disable', 'Disable an account; its sessions end');
  stateRoute('enable', 'Enable a disabled account');
  stateRoute('unfreeze', 'Unfreeze an account frozen by wrong passwords');
};
