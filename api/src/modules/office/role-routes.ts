import {
  OfficeIdRequest,
  RoleBoxRequest,
  RoleCopyRequest,
  RoleListRequest,
  RolePage,
  RoleRef,
  RoleSaveRequest,
  RoleUpdateRequest,
  SavedId,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import type { Principal } from '../../http/auth';
import { officeOk, officeSchema } from '../../http/envelope';
import { requestLanguage, translate } from '../../http/language';
import { on } from '../../http/permissions';
import { text } from './messages';
import { ASSIGN_PAGE, ROLES_PAGE, USERS_PAGE } from './pages';
import type { RoleService } from './role-service';

/** Roles of the caller's business, or of the platform for operators (spec 001 §7: /role/*). */
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  const tags = ['roles and permissions'];
  const me = (request: { principal: Principal | null }) => request.principal as Principal;
  const saved = (request: Parameters<typeof requestLanguage>[0]) =>
    translate(text.saved, requestLanguage(request));

  app.post(
    '/role/list',
    {
      config: { access: access.permission(...on(ROLES_PAGE)) },
      schema: {
        tags,
        summary: 'Roles, paged, filtered by name',
        body: RoleListRequest,
        response: { 200: officeSchema(RolePage) },
      },
    },
    async (request) => officeOk(await roles.list(me(request), request.body)),
  );

  app.post(
    '/role/save',
    {
      config: { access: access.permission(...on(ROLES_PAGE, 'add role')) },
      schema: {
        tags,
        summary: 'Add a role',
        body: RoleSaveRequest,
        response: { 200: officeSchema(SavedId) },
      },
    },
    async (request) => officeOk(await roles.create(me(request), request.body), saved(request)),
  );

  app.post(
    '/role/update',
    {
      config: { access: access.permission(...on(ROLES_PAGE, 'edit')) },
      schema: {
        tags,
        summary: "Change a role's name and remark",
        body: RoleUpdateRequest,
        response: { 200: officeSchema(SavedId) },
      },
    },
    async (request) => officeOk(await roles.update(me(request), request.body), saved(request)),
  );

  app.post(
    '/role/delete',
    {
      config: { access: access.permission(...on(ROLES_PAGE, 'delete role')) },
      schema: {
        tags,
        summary: 'Delete a role nobody holds',
        body: OfficeIdRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await roles.remove(me(request), request.body.id);
      return officeOk(null, translate(text.deleted, requestLanguage(request)));
    },
  );

  app.post(
    '/role/copyRole',
    {
      config: { access: access.permission(...on(ROLES_PAGE, 'copy role')) },
      schema: {
        tags,
        summary: 'Copy a role with its permissions',
        body: RoleCopyRequest,
        response: { 200: officeSchema(RoleRef) },
      },
    },
    async (request) =>
      officeOk(await roles.copy(me(request), request.body, requestLanguage(request)), saved(request)),
  );

  app.post(
    '/role/getRoleBox',
    {
      config: { access: access.permission(...on(ROLES_PAGE), ...on(ASSIGN_PAGE), ...on(USERS_PAGE)) },
      schema: {
        tags,
        summary: 'Id and name of every role to choose from',
        body: RoleBoxRequest,
        response: { 200: officeSchema(z.array(RoleRef)) },
      },
    },
    async (request) => officeOk(await roles.box(me(request), request.body.businessId)),
  );
};
