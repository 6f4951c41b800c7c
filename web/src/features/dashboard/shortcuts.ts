/**
 * The dashboard's jumps (spec 001 §2): each carries the old product's query flag, and the target page's own
 * parameter where it has tabs (the order list's `status`), so the page opens on the matching tab.
 */
import type en from '../../locales/en.json';

export type DashboardKey = `dashboard.${keyof typeof en.dashboard}`;

export interface Shortcut {
  key: string;
  /** The locale key of its label. */
  label: DashboardKey;
  to: string;
  /** The summary figure shown on it, when one fits. */
  figure?: 'waitPayCount' | 'waitSendCount' | 'waitTakeCount' | 'afterSaleNoSendCount';
}

export const SHORTCUTS: readonly Shortcut[] = [
  {
    key: 'waitPay',
    label: 'dashboard.jumpWaitPay',
    to: '/order/ordinaryOrder?JumpordinaryOrder=1&status=unpaid',
    figure: 'waitPayCount',
  },
  {
    key: 'waitSend',
    label: 'dashboard.jumpWaitSend',
    to: '/order/ordinaryOrder?DaifaisJump=1&status=paid',
    figure: 'waitSendCount',
  },
  {
    key: 'sent',
    label: 'dashboard.jumpSent',
    to: '/order/ordinaryOrder?YifaisJump=1&status=shipped',
    figure: 'waitTakeCount',
  },
  { key: 'pending', label: 'dashboard.jumpPending', to: '/CRM/pendingOrder?isJump=1' },
  { key: 'fulfilled', label: 'dashboard.jumpFulfilled', to: '/CRM/orderFulfillment?isJumped=1' },
  {
    key: 'afterSale',
    label: 'dashboard.jumpAfterSale',
    // The seller's after-sales (the figure counts requests made to it), opened on the waiting ones.
    to: '/CRM/afterSale?JumpReturnRefund=1&state=pending',
    figure: 'afterSaleNoSendCount',
  },
  { key: 'finance', label: 'dashboard.jumpFinance', to: '/cashCenter/paymentDetails?Monekysituation=1' },
  { key: 'marketing', label: 'dashboard.jumpMarketing', to: '/coupon/index2?JumpplatformMarketing=1' },
  { key: 'staff', label: 'dashboard.jumpStaff', to: '/System/staffManagement?JumpstaffManagement=1' },
  { key: 'messages', label: 'dashboard.jumpMessages', to: '/message/index?Jumpplatform=1' },
];
