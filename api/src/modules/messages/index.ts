import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { announcementRoutes } from './announcement-routes';
import { AnnouncementService } from './announcement-service';
import { messageRoutes } from './routes';
import { MessageService } from './service';

/** The messages module: its service (whose `notify` other modules receive) and its calls. */
export function createMessages(db: Db) {
  const messages = new MessageService(db);
  const announcements = new AnnouncementService(db);
  return {
    messages,
    notify: messages.notify,
    async registerApi(api: FastifyInstance) {
      await api.register(messageRoutes, { messages });
      await api.register(announcementRoutes, { announcements });
    },
  };
}
