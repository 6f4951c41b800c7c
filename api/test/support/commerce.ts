import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import {
  businesses,
  businessUsers,
  PRODUCT_STATUS,
  products,
  productVariants,
  regions,
  walletLedger,
  wallets,
} from '../../src/db/schema';
import { SessionService } from '../../src/modules/accounts/session-service';
import { post } from './http';
import { setStock } from './stock';

/**
 * A certified business with an owner and a live session, written straight to the database: tests of the
 * money path need many buyers and must not wait on code cool-downs. Answers its token and ids.
 */
export async function newBuyer(db: Db, balance?: string) {
  const tag = randomBytes(5).toString('hex');
  const [business] = await db
    .insert(businesses)
    .values({ name: `Buyer ${tag}`, status: 1, settleStatus: 2, rzStatus: 2 })
    .returning({ id: businesses.id });
  const [user] = await db
    .insert(businessUsers)
    .values({
      businessId: business?.id ?? 0,
      name: `Owner ${tag}`,
      email: `buyer-${tag}@example.com`,
      passwordHash: 'x',
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  const token = await new SessionService(db).create({ kind: 'business', id: user?.id ?? 0 });
  if (balance) {
    await db.insert(wallets).values({ businessId: business?.id ?? 0, balance });
    await db.insert(walletLedger).values({
      businessId: business?.id ?? 0,
      kind: 'system_add',
      amount: balance,
      balanceAfter: balance,
      reason: 'test top-up',
    });
  }
  return { token, businessId: business?.id ?? 0, userId: user?.id ?? 0 };
}

/** An on-shelf variant with the given stock and price, and its product id. */
export async function variantWithStock(db: Db, stock: number, offset = 0) {
  const [row] = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .limit(1)
    .offset(offset);
  if (!row) throw new Error('no variant');
  await setStock(db, row.variant.id, stock);
  return {
    skuId: row.variant.id,
    productId: row.product.id,
    price: Number(row.variant.price),
    sellerId: row.product.businessId,
  };
}

/** Ids of a Brazilian address chain: São Paulo state, a city, a district. */
export async function brazilChain(db: Db) {
  const [brazil] = await db.select().from(regions).where(eq(regions.code, 'BR'));
  const [state] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.parentId, brazil?.id ?? 0), eq(regions.nameEn, 'São Paulo')));
  const [city] = await db
    .select()
    .from(regions)
    .where(eq(regions.parentId, state?.id ?? 0))
    .limit(1);
  const [district] = await db
    .select()
    .from(regions)
    .where(eq(regions.parentId, city?.id ?? 0))
    .limit(1);
  return {
    countryId: brazil?.id ?? 0,
    oneId: state?.id ?? 0,
    cityId: city?.id ?? 0,
    districtId: district?.id ?? 0,
  };
}

/** A valid Brazilian delivery address (a CPF with correct check digits), as the address form sends it. */
export async function addressForm(db: Db) {
  return {
    firstName: 'Maria',
    lastName: 'Silva',
    gender: 'female',
    idType: 'CPF',
    idNo: '52998224725',
    email: 'maria@example.com',
    postalCode: '01310-100',
    mobilePhone: '5511987654321',
    ...(await brazilChain(db)),
    detailAddress: 'Av. Paulista, 1000',
    line2: 'Apto 12',
  };
}

export async function addAddress(
  app: FastifyInstance,
  db: Db,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const address = { ...(await addressForm(db)), ...overrides };
  const res = await post(app, '/v1/api/address/add', { paramJson: JSON.stringify(address) }, { token });
  if (res.statusCode !== 200) throw new Error(`address not added: ${res.body}`);
  return res.json().result as { id: number; fullName: string };
}

export async function addToCart(app: FastifyInstance, token: string, skuId: number, num: number) {
  const res = await post(app, '/v1/api/shopingCar/add', { skuId, num, type: 1 }, { token });
  if (res.statusCode !== 200) throw new Error(`not added: ${res.body}`);
  return res.json().result as { id: number; num: number };
}

/** The submitOrder body of cart lines as their preview shows them, or the preview's answer when it refused. */
async function planSubmit(
  app: FastifyInstance,
  token: string,
  cartIds: number[],
  addressId: number,
  couponFor?: (businessId: number, available: { id: number }[]) => number | undefined,
) {
  const preview = await post(
    app,
    '/v1/api/order/confirmOrder',
    { paramJsonStr: JSON.stringify({ cartIds, addressId }) },
    { token },
  );
  if (preview.statusCode !== 200) return { refused: preview };
  const { orderData } = preview.json().result;
  const carListData = orderData.map(
    (g: {
      businessId: number;
      orderCarVOS: { id: number; carMoney: number }[];
      couponList: { availableList: { id: number }[] };
    }) => ({
      businessId: g.businessId,
      businessDetailId: g.businessId,
      userLeave: 'Please pack carefully',
      couponInfo: { id: couponFor?.(g.businessId, g.couponList.availableList) },
      carDataReqs: g.orderCarVOS.map((l) => ({ id: l.id, carMoney: l.carMoney })),
    }),
  );
  return { body: { paramJsonStr: JSON.stringify({ addressId, fxCode: '', carListData }) } };
}

/** The submitOrder body of one buyer's cart lines as their preview shows them; a refused preview throws. */
export async function submitBody(app: FastifyInstance, token: string, cartIds: number[], addressId: number) {
  const made = await planSubmit(app, token, cartIds, addressId);
  if (!made.body) throw new Error(`preview refused: ${made.refused.body}`);
  return made.body;
}

/** Confirms the given cart lines and submits them as the preview shows them (optionally with coupons). */
export async function checkout(
  app: FastifyInstance,
  token: string,
  cartIds: number[],
  addressId: number,
  couponFor?: (businessId: number, available: { id: number }[]) => number | undefined,
) {
  const made = await planSubmit(app, token, cartIds, addressId, couponFor);
  if (!made.body) return made.refused;
  return post(app, '/v1/api/order/submitOrder', made.body, { token });
}

export function payBody(orderIds: number[], payType: number, payMoney: number) {
  return {
    paramsJson: JSON.stringify({
      type: 1,
      payType,
      payMoney,
      usePlatform: 1,
      payParamsReq: { orderIds },
      payParamsH5Req: {},
    }),
  };
}
