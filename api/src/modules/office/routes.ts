import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { businessUserRoutes } from './business-user-routes';
import type { Office } from './index';
import type { MenuNode } from './menu-service';
import { operatorRoutes } from './operator-routes';
import { permissionRoutes } from './permission-routes';
import { roleRoutes } from './role-routes';

/** Recursive, so it is named: the API document defines it once under components and refers to it. */
const MenuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      name: z.string(),
      path: z.string(),
      iconCls: z.string(),
      IsHide: z.boolean(),
      meta: z.object({ btnPermissions: z.array(z.string()).nullable() }),
      children: z.array(MenuNodeSchema),
    }),
  )
  .meta({ id: 'MenuNode' });

/** The back office: the caller's menu, then roles, permissions, business users and operators. */
export const officeRoutes: FastifyPluginAsyncZod<{ office: Office }> = async (app, { office }) => {
  app.post(
    '/sysuser/permission_list',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['back office'],
        summary: "The caller's menu tree with the button permissions of each page",
        response: { 200: officeSchema(z.array(MenuNodeSchema)) },
      },
    },
    async (request) => officeOk(await office.menus.menuFor(request.caller.account, request.language)),
  );
  await app.register(roleRoutes, { roles: office.roles });
  await app.register(permissionRoutes, { grants: office.grants });
  await app.register(businessUserRoutes, { users: office.users });
  await app.register(operatorRoutes, { operators: office.operators });
};
