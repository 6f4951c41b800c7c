import { z } from 'zod';
import { RowId } from './ids';
import { pageOf } from './page';

/** Messages, agreements and the dashboard's reports (spec 001 §2-5, §7, §9). */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const pageNo = z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1));
const pageSize = (max: number, fallback: number) =>
  z.preprocess(blank, z.coerce.number().int().min(1).max(max).default(fallback));
/** One id, or several comma-separated ("1,2,3"), or an array. */
const idList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z.array(RowId).min(1).max(max),
  );

/** Message status: 0 unread, 1 read. Type: 1 counted for the badge, 0 listed only (spec 001 §3, §9). */
export const MessageStatus = { unread: 0, read: 1 } as const;
export const MessageType = { counted: 1, listed: 0 } as const;
export const MESSAGE_CATEGORIES = ['order', 'system'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MessageListQuery = z.object({
  current: pageNo,
  size: pageSize(100, 10),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
  category: z.preprocess(blank, z.enum(MESSAGE_CATEGORIES).optional()),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;
export const MessageIdsRequest = z.object({ ids: idList(200) });

/** Mark every message of one category (or all) read. */
export const MessageCategoryRequest = z.object({
  category: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MESSAGE_CATEGORIES).optional()),
});

/** What a message may show, nothing more. */
export const MessageItem = z.object({
  id: z.number(),
  type: z.number(),
  status: z.number(),
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  createTime: z.string(),
});
export type MessageItem = z.infer<typeof MessageItem>;

export const MessagePage = pageOf(MessageItem);

/** The notice counts: unread messages counted for the badge, by category, and per type. */
export const NoticeCounts = z.object({
  orderCount: z.number(),
  sysCount: z.number(),
  totalCount: z.number(),
  list: z.array(z.object({ type: z.number(), num: z.number() })),
});
export type NoticeCounts = z.infer<typeof NoticeCounts>;

export const MessagesUpdated = z.object({ updated: z.number() });
export type MessagesUpdated = z.infer<typeof MessagesUpdated>;

export const AnnouncementRequest = z.object({
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(120, { message: 'tooLong' }),
  ),
  content: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(5000, { message: 'tooLong' }),
  ),
  titleZh: z.preprocess(blank, z.string().trim().max(120, { message: 'tooLong' }).optional()),
  contentZh: z.preprocess(blank, z.string().trim().max(5000, { message: 'tooLong' }).optional()),
  /** 1: counted for the badge (default); 0: listed only. */
  type: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(1)),
});

/** An announcement as operators see what was sent. */
export const Announcement = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.number(),
  recipients: z.number(),
  createTime: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

export const AnnouncementPage = pageOf(Announcement);
export type AnnouncementRequest = z.infer<typeof AnnouncementRequest>;

/** Agreements (treaties). status 0 = unread by the caller's business, 1 = read; absent: all published. */
export const AgreementPageQuery = z.object({
  current: pageNo,
  size: pageSize(50, 10),
  status: z.preprocess(blank, z.coerce.number().int().min(0).max(1).optional()),
});
export const AgreementIdRequest = z.object({ id: z.preprocess(blank, RowId) });
export const AgreementIdsRequest = z.object({ ids: idList(100) });

export const AgreementFileInput = z.object({
  name: z.string().trim().min(1, { message: 'required' }).max(120, { message: 'tooLong' }),
  url: z
    .string()
    .trim()
    .max(500, { message: 'tooLong' })
    .regex(/^(https?:\/\/|\/uploads\/)\S+$/, { message: 'urlInvalid' }),
});
export const AgreementSaveRequest = z.object({
  id: z.preprocess(blank, RowId.optional()),
  title: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(200, { message: 'tooLong' }),
  ),
  context: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(50_000, { message: 'tooLong' }),
  ),
  /** JSON text of [{name, url}] (the form carries it as one field). */
  messageFile: z.preprocess((v) => {
    if (v === undefined || v === '' || v === null) return [];
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, z.array(AgreementFileInput).max(10)),
  publish: z
    .preprocess((v) => v === true || v === 'true' || v === '1' || v === 1, z.boolean())
    .default(false),
});

/** state, for operators: draft or published; status, for businesses: 0 unread, 1 read. */
export const AgreementRecord = z.object({
  id: z.number(),
  title: z.string(),
  updateTime: z.string(),
  context: z.string(),
  messageFile: z.array(z.object({ name: z.string(), url: z.string() })),
  state: z.enum(['draft', 'published']),
  status: z.number(),
});
export type AgreementRecord = z.infer<typeof AgreementRecord>;

export const AgreementPage = pageOf(AgreementRecord);
export type AgreementSaveRequest = z.infer<typeof AgreementSaveRequest>;

export const AgreementsRead = z.object({ read: z.number() });
export type AgreementsRead = z.infer<typeof AgreementsRead>;

/** Dashboard ranges: days in the business's zone, both ends included, at most this many days. */
export const REPORT_MAX_DAYS = 366;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'reportDate' });
export const ReportRangeQuery = z.object({ startTime: day, endTime: day });
export type ReportRangeQuery = z.infer<typeof ReportRangeQuery>;

export const SalePoint = z.object({ day: z.string(), salePay: z.number() });
export type SalePoint = z.infer<typeof SalePoint>;

export const SaleRankItem = z.object({
  productId: z.number(),
  title: z.string(),
  thumbUrl: z.string(),
  saleNum: z.number(),
  salePay: z.number(),
});
export type SaleRankItem = z.infer<typeof SaleRankItem>;

export const ReportSummary = z.object({
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  orderCount: z.number(),
  productCount: z.number(),
  waitPayCount: z.number(),
  waitSendCount: z.number(),
  waitTakeCount: z.number(),
  afterSaleNoSendCount: z.number(),
  sendCount: z.number(),
  sendMoney: z.number(),
  payMoneySum: z.number(),
  payOrderCount: z.number(),
  remarkCount: z.number(),
});
export type ReportSummary = z.infer<typeof ReportSummary>;

// The chart constants and NOTICE_POLL_MS are in constants.ts: the storefront's bell reads the poll interval
// without loading this module's schemas (and zod).
