import {
  MessageCategoryRequest,
  MessageIdsRequest,
  MessageItem,
  MessageListQuery,
  MessagePage,
  MessagesUpdated,
  NoticeCounts,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import { type MessageService, readerOf } from './service';

/** /api/message/*: a caller's messages, the latest unread, marking read, and the notice counts. */
export const messageRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  const tags = ['messages'];

  app.get(
    '/api/message/list',
    {
      config: { access: access.permission(...pages.messages) },
      schema: {
        tags,
        summary: 'The caller’s messages, newest first; status 0 unread, 1 read; category order or system',
        querystring: MessageListQuery,
        response: { 200: apiSchema(MessagePage) },
      },
    },
    async (request) =>
      apiOk(await messages.list(readerOf(request.caller.account), request.query, request.language)),
  );

  app.get(
    '/api/message/activityMessage',
    {
      config: { access: access.permission(...pages.messages) },
      schema: {
        tags,
        summary: 'The newest unread message (null when all are read)',
        response: { 200: apiSchema(MessageItem.nullable()) },
      },
    },
    async (request) => apiOk(await messages.latestUnread(readerOf(request.caller.account), request.language)),
  );

  app.get(
    '/api/message/noticeCount',
    {
      config: { access: access.permission(...pages.messages) },
      schema: {
        tags,
        summary: 'Unread counts: orderCount, sysCount, totalCount (the badge) and per type',
        response: { 200: apiSchema(NoticeCounts) },
      },
    },
    async (request) => apiOk(await messages.counts(readerOf(request.caller.account))),
  );

  app.post(
    '/api/message/setRead',
    {
      config: { access: access.permission(...pages.messages) },
      schema: {
        tags,
        summary: 'Mark the caller’s messages read (ids comma-separated); another’s id answers 404',
        body: MessageIdsRequest,
        response: { 200: apiSchema(MessagesUpdated) },
      },
    },
    async (request) => apiOk(await messages.setRead(readerOf(request.caller.account), request.body.ids)),
  );

  app.post(
    '/api/message/setAllRead',
    {
      config: { access: access.permission(...pages.messages) },
      schema: {
        tags,
        summary: 'Mark all the caller’s unread messages read (optionally of one category)',
        body: MessageCategoryRequest.optional(),
        response: { 200: apiSchema(MessagesUpdated) },
      },
    },
    async (request) =>
      apiOk(await messages.setAllRead(readerOf(request.caller.account), request.body?.category)),
  );
};
