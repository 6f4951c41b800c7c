import type { StubAnswer } from './api';

/** Answers and records for the money-path page tests (cart, addresses, checkout, orders). */

/** The { success, result, message } envelope of /api/* calls. */
export const apiOk = (result: unknown): StubAnswer => ({
  body: { success: 'true', result, message: 'success' },
});
export const apiFail = (status: number, message: string, code = status * 10): StubAnswer => ({
  status,
  body: { success: 'false', result: null, message, code },
});

export function cartLine(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    skuId: 100 + id,
    productId: 10 + id,
    price: 10,
    num: 1,
    title: `Item ${id}`,
    specification: 'Colour: Red / Size: M',
    thumbUrl: `/uploads/catalog/i${id}_100.jpg`,
    stock: 50,
    valid: true,
    businessId: 2,
    ...extra,
  };
}

export function address(extra: Record<string, unknown> = {}) {
  return {
    id: 7,
    firstName: 'Ana',
    lastName: 'Souza',
    fullName: 'Ana Souza',
    gender: 'female',
    idType: 'CPF',
    idNo: '52998224725',
    email: 'ana@example.com',
    postalCode: '69900-000',
    mobilePhone: '5511987654321',
    country: 'Brazil',
    countryId: 33,
    oneName: 'Acre',
    oneId: 1000,
    city: 'Rio Branco',
    cityId: 1001,
    district: 'Centro',
    districtId: 1002,
    detailAddress: 'Rua A 1',
    line2: '',
    isDefault: true,
    ...extra,
  };
}

/** An order preview of one seller group. */
export function preview(
  options: { address?: unknown; price?: number; expressFee?: number; coupons?: unknown[] } = {},
) {
  const price = options.price ?? 20;
  const expressFee = options.expressFee ?? 5;
  return {
    address: options.address === undefined ? address() : options.address,
    orderData: [
      {
        businessId: 2,
        businessDetailId: 2,
        orderCarVOS: [{ ...cartLine(1, { price }), carMoney: price }],
        productTotalMoney: price,
        expressFee,
        expressName: 'Economy Air Mail',
        expectDay: '10-20',
        couponList: {
          availableList: options.coupons ?? [
            { id: 4, money: 100, minSpend: 0, title: 'Free order', validTo: '2030-01-01T00:00:00Z' },
            { id: 1, money: 5, minSpend: 20, title: 'Welcome coupon', validTo: '2030-01-01T00:00:00Z' },
          ],
        },
      },
    ],
    totalMoney: price + expressFee,
  };
}

export function order(id: number, extra: Record<string, unknown> = {}) {
  return {
    id,
    orderNo: `DM2026112200000000${id}`,
    status: 'unpaid',
    closeReason: '',
    businessId: 2,
    sellerName: 'Shenzhen Brightway',
    productTotal: 20,
    expressFee: 5,
    couponAmount: 0,
    serviceFee: 0,
    agencyFee: 0,
    warehouseFee: 0,
    packagingFee: 0,
    total: 25,
    currency: 'USD',
    userLeave: '',
    expressName: 'Economy Air Mail',
    trackingNo: '',
    payType: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    paidAt: null,
    acknowledgedAt: null,
    shippedAt: null,
    finishedAt: null,
    cancelledAt: null,
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    invoiceNo: '',
    invoicedAt: null,
    items: [
      {
        id: id * 10,
        productId: 11,
        skuId: 101,
        title: `Item of order ${id}`,
        specification: 'Colour: Red',
        thumbUrl: '/uploads/catalog/i1_100.jpg',
        price: 20,
        num: 1,
        amount: 20,
      },
    ],
    ...extra,
  };
}
