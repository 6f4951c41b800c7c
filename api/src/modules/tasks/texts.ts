import type { Language, OrderStatus } from '@dropmall/contract';

/** What download, publish and export calls say to people, in both languages. */
export const taskText = {
  tooManyWaiting: {
    en: 'You already have {count} exports waiting; please wait until they finish',
    zh: '您已有 {count} 个导出任务在等待，请等它们完成后再试',
  },
  notReady: { en: 'This export is not finished yet', zh: '该导出任务尚未完成' },
  taskMissing: { en: 'This export record does not exist', zh: '该导出记录不存在' },
  fileGone: { en: 'The export file is no longer available', zh: '导出文件已不存在' },
  defaultDownloadTitle: { en: 'Product download ({count})', zh: '商品下载（{count}）' },
  defaultOrderTitle: { en: 'Order list', zh: '订单列表' },
  defaultPublishTitle: { en: 'Publish to {store} ({count})', zh: '发布到 {store}（{count}）' },
  noStores: { en: 'Store not found', zh: '店铺不存在' },
  nothingPublished: { en: 'Nothing has been published yet', zh: '还没有发布任何商品' },
} as const;

/** Why a task failed; stored as the key, shown in the reader's language. */
export const failureText = {
  productsGone: {
    en: 'The products are no longer on sale',
    zh: '这些商品已下架',
  },
  buildFailed: { en: 'The file could not be built; please try again', zh: '文件生成失败，请重试' },
  interrupted: {
    en: 'The export was interrupted too many times; please try again',
    zh: '导出任务多次中断，请重试',
  },
} as const;
export type FailureReason = keyof typeof failureText;

export const taskNoticeText = {
  readyTitle: { en: 'Your export is ready', zh: '导出文件已生成' },
  readyContent: {
    en: '"{title}" is ready: download it from the export records.',
    zh: '“{title}”已生成，请到导出记录中下载。',
  },
  failedTitle: { en: 'Your export failed', zh: '导出失败' },
} as const;

export const orderStatusText: Record<OrderStatus, Record<Language, string>> = {
  unpaid: { en: 'Unpaid', zh: '待付款' },
  paid: { en: 'Paid', zh: '已付款' },
  pending_dispatch: { en: 'Pending dispatch', zh: '待出库' },
  shipped: { en: 'Shipped', zh: '已发货' },
  finished: { en: 'Finished', zh: '已完成' },
  cancelled: { en: 'Cancelled', zh: '已取消' },
  refunded: { en: 'Refunded', zh: '已退款' },
};
