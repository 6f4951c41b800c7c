import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../../http/auth';
import { officeOk, officeSchema } from '../../http/envelope';
import { requestLanguage } from '../../http/language';
import type { MenuNode, MenuService } from './menu-service';

const MenuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    path: z.string(),
    iconCls: z.string(),
    IsHide: z.boolean(),
    meta: z.object({ btnPermissions: z.array(z.string()).nullable() }),
    children: z.array(MenuNodeSchema),
  }),
);

export const officeRoutes: FastifyPluginAsyncZod<{ menus: MenuService }> = async (app, { menus }) => {
  app.post(
    '/sysuser/permission_list',
    {
      preHandler: app.requireAuth,
      schema: {
        tags: ['back office'],
        summary: "The caller's menu tree with the button permissions of each page",
        security: [{ bearer: [] }],
        response: { 200: officeSchema(z.array(MenuNodeSchema)) },
      },
    },
    async (request) =>
      officeOk(await menus.menuFor(request.principal as Principal, requestLanguage(request))),
  );
};
