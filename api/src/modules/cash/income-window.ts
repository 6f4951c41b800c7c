import { AFTER_SALE_WINDOW_DAYS } from '@dropmall/contract';

/**
 * Income credited after this moment may still owe a refund (an order's return window is 30 days from its
 * finish, which is when its income arrives), so it is not withdrawn yet.
 */
export const incomeWindowStart = (now = Date.now()) => new Date(now - AFTER_SALE_WINDOW_DAYS * 86_400_000);
