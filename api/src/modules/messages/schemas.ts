import { z } from 'zod';

/** Output schemas of the message calls: what a message may show, nothing more. */
export const MessageItemSchema = z.object({
  id: z.number(),
  type: z.number(),
  status: z.number(),
  category: z.enum(['order', 'system']),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  createTime: z.string(),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ records: z.array(item), total: z.number(), current: z.number(), size: z.number() });

export const NoticeCountsSchema = z.object({
  orderCount: z.number(),
  sysCount: z.number(),
  totalCount: z.number(),
  list: z.array(z.object({ type: z.number(), num: z.number() })),
});

export const AnnouncementSchema = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.number(),
  recipients: z.number(),
  createTime: z.string(),
});
