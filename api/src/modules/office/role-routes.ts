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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { on } from '../../http/permissions';
import { ASSIGN_PAGE, ROLES_PAGE, USERS_PAGE } from './pages';
import type { RoleService } from './role-service';
import { text } from './texts';

/** Roles of the caller's business, or of the platform for operators (spec 001 §7: /role/*). */
export const roleRoutes: FastifyPluginAsyncZod<{ roles: RoleService }> = async (app, { roles }) => {
  const tags = ['roles and permissions'];
  const saved = (request: FastifyRequest) => translate(text.saved, request.language);

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
    async (request) => officeOk(await roles.list(request.caller.account, request.body)),
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
    async (request) => officeOk(await roles.create(request.caller.account, request.body), saved(request)),
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
    async (request) => officeOk(await roles.update(request.caller.account, request.body), saved(request)),
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
      await roles.remove(request.caller.account, request.body.id);
      return officeOk(null, translate(text.deleted, request.language));
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
      officeOk(await roles.copy(request.caller.account, request.body, request.language), saved(request)),
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
    async (request) => officeOk(await roles.box(request.caller.account, request.body.businessId)),
  );
};
