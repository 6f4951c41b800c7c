import {
  AgreementIdRequest,
  AgreementIdsRequest,
  AgreementPage,
  AgreementPageQuery,
  AgreementRecord,
  AgreementSaveRequest,
  AgreementsRead,
  PageRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { on } from '../../http/permissions';
import type { AgreementService } from './service';

/** The platform page agreements are written and published on (the platform menu of the permission seed). */
export const AGREEMENT_PAGE = { platform: '/System/agreement' };

/**
 * Agreements (spec 001 §7: paging {status:0}, detail {id}, mark read {ids}; the paths are ours), and the
 * operators' calls that write and publish them.
 */
export const agreementRoutes: FastifyPluginAsyncZod<{ agreements: AgreementService }> = async (
  app,
  { agreements },
) => {
  const tags = ['agreements'];

  app.post(
    '/treaty/page',
    {
      config: { access: access.business },
      schema: {
        tags,
        summary: 'Published agreements, oldest first; status 0 unread by the caller’s business, 1 read',
        body: AgreementPageQuery,
        response: { 200: officeSchema(AgreementPage) },
      },
    },
    async (request) => officeOk(await agreements.page(request.caller.businessId, request.body)),
  );

  app.post(
    '/treaty/detail',
    {
      config: { access: access.business },
      schema: {
        tags,
        summary: 'One published agreement',
        body: AgreementIdRequest,
        response: { 200: officeSchema(AgreementRecord) },
      },
    },
    async (request) => officeOk(await agreements.detail(request.caller.businessId, request.body.id)),
  );

  app.post(
    '/treaty/read',
    {
      config: { access: access.business },
      schema: {
        tags,
        summary: 'Mark agreements read for the caller’s business (ids comma-separated)',
        body: AgreementIdsRequest,
        response: { 200: officeSchema(AgreementsRead) },
      },
    },
    async (request) => {
      const businessId = request.caller.businessId;
      const userId = request.caller.account.id;
      return officeOk(await agreements.markRead(businessId, userId, request.body.ids));
    },
  );

  app.post(
    '/treaty/manage/list',
    {
      config: { access: access.permission(...on(AGREEMENT_PAGE)) },
      schema: {
        tags,
        summary: 'Every agreement, drafts included (operators)',
        body: PageRequest.optional(),
        response: { 200: officeSchema(AgreementPage) },
      },
    },
    async (request) => officeOk(await agreements.manageList(request.body ?? { current: 1, size: 10 })),
  );

  app.post(
    '/treaty/manage/save',
    {
      config: { access: access.permission(...on(AGREEMENT_PAGE, 'publish')) },
      schema: {
        tags,
        summary: 'Create or edit an agreement, and publish it (operators)',
        body: AgreementSaveRequest,
        response: { 200: officeSchema(AgreementRecord) },
      },
    },
    async (request) => officeOk(await agreements.save(request.body)),
  );
};
