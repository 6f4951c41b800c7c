import { BindPermissionRequest, PermissionNode, RoleIdRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { Principal } from '../../http/auth';
import { officeOk, officeSchema } from '../../http/envelope';
import { requestLanguage, translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { GrantService } from './grant-service';
import { text } from './messages';
import { ASSIGN_PAGE, ROLES_PAGE } from './pages';

/** The permission tree and a role's share of it (spec 001 §7: /permissionList/*). */
export const permissionRoutes: FastifyPluginAsyncZod<{ grants: GrantService }> = async (app, { grants }) => {
  const tags = ['roles and permissions'];
  const me = (request: { principal: Principal | null }) => request.principal as Principal;
  // Permissions are shown on the role list (its permission drawer) and on the assign page.
  const viewers = [...on(ROLES_PAGE), ...on(ASSIGN_PAGE)];

  app.post(
    '/permissionList/listAll',
    {
      config: { access: access.permission(...viewers) },
      schema: {
        tags,
        summary: "The caller's permission tree; what they cannot grant is disabled",
        response: { 200: officeSchema(z.array(PermissionNode)) },
      },
    },
    async (request) => officeOk(await grants.listAll(me(request), requestLanguage(request))),
  );

  app.post(
    '/permissionList/listByRole',
    {
      config: { access: access.permission(...viewers) },
      schema: {
        tags,
        summary: 'The ids of the permissions a role holds',
        body: RoleIdRequest,
        response: { 200: officeSchema(z.array(z.number())) },
      },
    },
    async (request) => officeOk(await grants.listByRole(me(request), request.body.roleId)),
  );

  app.post(
    '/permissionList/bindPermission',
    {
      config: {
        access: access.permission(
          ...on(ROLES_PAGE, 'save permissions'),
          ...on(ASSIGN_PAGE, 'save permissions'),
        ),
      },
      schema: {
        tags,
        summary: 'Set the permissions of a role (only ones the caller holds)',
        body: BindPermissionRequest,
        response: { 200: officeSchema(z.array(z.number())) },
      },
    },
    async (request) =>
      officeOk(
        await grants.bind(me(request), request.body.roleId, request.body.permissionIds),
        translate(text.saved, requestLanguage(request)),
      ),
  );
};
