import { BindPermissionRequest, PermissionNode, RoleIdRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { on } from '../../http/permissions';
import type { GrantService } from './grant-service';
import { ASSIGN_PAGE, ROLES_PAGE } from './pages';
import { text } from './texts';

/** The permission tree and a role's share of it (spec 001 §7: /permissionList/*). */
export const permissionRoutes: FastifyPluginAsyncZod<{ grants: GrantService }> = async (app, { grants }) => {
  const tags = ['roles and permissions'];
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
    async (request) => officeOk(await grants.listAll(request.caller.account, request.language)),
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
    async (request) => officeOk(await grants.listByRole(request.caller.account, request.body.roleId)),
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
        await grants.bind(request.caller.account, request.body.roleId, request.body.permissionIds),
        translate(text.saved, request.language),
      ),
  );
};
