import { Announcement, AnnouncementPage, AnnouncementRequest, PageRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { on } from '../../http/permissions';
import type { AnnouncementService } from './announcement-service';

/** The platform page announcements are sent from (the platform menu of the permission seed). */
export const ANNOUNCEMENT_PAGE = { platform: '/System/announcement' };

/** Operators send an announcement to every business, and see what was sent (our paths). */
export const announcementRoutes: FastifyPluginAsyncZod<{ announcements: AnnouncementService }> = async (
  app,
  { announcements },
) => {
  const tags = ['messages'];

  app.post(
    '/message/announcement/list',
    {
      config: { access: access.permission(...on(ANNOUNCEMENT_PAGE)) },
      schema: {
        tags,
        summary: 'Announcements sent, newest first',
        body: PageRequest.optional(),
        response: { 200: officeSchema(AnnouncementPage) },
      },
    },
    async (request) =>
      officeOk(await announcements.list(request.body ?? { current: 1, size: 10 }, request.language)),
  );

  app.post(
    '/message/announcement/send',
    {
      config: { access: access.permission(...on(ANNOUNCEMENT_PAGE, 'publish')) },
      schema: {
        tags,
        summary: 'Send an announcement to every business (a message each)',
        body: AnnouncementRequest,
        response: { 200: officeSchema(Announcement) },
      },
    },
    async (request) => officeOk(await announcements.send(request.caller.account.id, request.body)),
  );
};
