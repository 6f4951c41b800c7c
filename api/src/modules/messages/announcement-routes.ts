import { AnnouncementRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { on } from '../../http/permissions';
import type { AnnouncementService } from './announcement-service';
import { AnnouncementSchema, pageOf } from './schemas';

/** The platform page announcements are sent from (the platform menu of the permission seed). */
export const ANNOUNCEMENT_PAGE = { platform: '/System/announcement' };

const PageQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

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
        body: PageQuery.optional(),
        response: { 200: officeSchema(pageOf(AnnouncementSchema)) },
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
        response: { 200: officeSchema(AnnouncementSchema) },
      },
    },
    async (request) => officeOk(await announcements.send(request.caller.account.id, request.body)),
  );
};
