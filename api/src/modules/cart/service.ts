import { imageSize } from '@dropmall/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { builtOnce } from '../../db/prepared';
import { cartItems } from '../../db/schema/cart';
import { conflict, notFound } from '../../http/errors';
import { businessNames } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { PRODUCT_STATUS, type SaleVariant, variantsWithProducts } from '../catalog/reads';
import { cartText as text } from './texts';

export const CART_LINE_MAX = 9999;

export interface CartLine {
  id: number;
  skuId: number;
  productId: number;
  price: number;
  num: number;
  title: string;
  specification: string;
  thumbUrl: string;
  stock: number;
  /** false when the product went off shelf, the variant was removed, or stock is short of num. */
  valid: boolean;
  businessId: number;
  weightGrams: number;
}

export interface CartGroup {
  businessId: number;
  businessName: string;
  orderCarVOS: CartLine[];
}

/** "Colour: Red / Size: M" from the product's column labels and the variant's values. */
export function specificationOf(specTop: Record<string, string>, options: string[]): string {
  return options.map((value, i) => `${specTop[`cols${i + 3}`] ?? ''}: ${value}`).join(' / ');
}

/** A line of `num` of a variant, at its price now; valid when it can be bought in that quantity now. */
function lineOf(id: number, num: number, { variant, product }: SaleVariant): CartLine {
  return {
    id,
    skuId: variant.id,
    productId: product.id,
    price: toMoney(variant.price),
    num,
    title: product.title,
    specification: specificationOf(product.specTop, variant.options),
    thumbUrl: imageSize(variant.image || product.productUrl, 100),
    stock: variant.stock,
    valid: product.status === PRODUCT_STATUS.onShelf && variant.invalid === 0 && variant.stock >= num,
    businessId: product.businessId,
    weightGrams: product.weightGrams,
  };
}

/**
 * Chosen lines of a business (the checkout's preview and order read them), prepared once; one line by a
 * statement of its own, which PostgreSQL plans once (it plans `id = any($1)` on every call).
 */
function prepareChosenLines(db: Db) {
  const read = (ids: SQL, name: string) =>
    db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.businessId, sql.placeholder('businessId')), ids))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare(name);
  return {
    one: read(sql`${cartItems.id} = ${sql.placeholder('id')}`, 'cart_chosen_line'),
    many: read(sql`${cartItems.id} = any(${sql.placeholder('ids')}::bigint[])`, 'cart_chosen_lines'),
  };
}

/** Adding to a business's line of a variant (or starting it), never past the line's maximum; prepared once. */
function prepareAddLine(db: Db) {
  return db
    .insert(cartItems)
    .values({
      businessId: sql.placeholder('businessId'),
      productId: sql.placeholder('productId'),
      variantId: sql.placeholder('variantId'),
      num: sql.placeholder('num'),
    })
    .onConflictDoUpdate({
      target: [cartItems.businessId, cartItems.variantId],
      set: {
        num: sql`least(${cartItems.num} + ${sql.placeholder('num')}::int, ${sql.raw(String(CART_LINE_MAX))})`,
        updatedAt: sql`now()`,
      },
      // A line that would ask for more than the stock is left as it was (the caller is refused).
      setWhere: sql`${cartItems.num} + ${sql.placeholder('num')}::int <= ${sql.placeholder('stock')}::int`,
    })
    .returning({ id: cartItems.id, num: cartItems.num })
    .prepare('cart_add_line');
}

/** The checkout takes its lines out of the cart: every order does, so built once. */
const takeLines = builtOnce<{ id: number; num: number }[]>((tx) =>
  tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.businessId, sql.placeholder('businessId')),
        sql`${cartItems.id} = any(${sql.placeholder('ids')})`,
      ),
    )
    .returning({ id: cartItems.id, num: cartItems.num }),
);

/** The cart of a business (spec 001 §7 /api/shopingCar/*), grouped by seller. */
export class CartService {
  private readonly chosenLines: ReturnType<typeof prepareChosenLines>;
  private readonly addLine: ReturnType<typeof prepareAddLine>;

  constructor(private readonly db: Db) {
    this.chosenLines = prepareChosenLines(db);
    this.addLine = prepareAddLine(db);
  }

  private async sellableVariant(skuId: number) {
    const row = (await variantsWithProducts(this.db, [skuId])).get(skuId);
    if (row?.variant.invalid !== 0 || row.product.status !== PRODUCT_STATUS.onShelf)
      throw notFound(text.variantGone);
    return row.variant;
  }

  /**
   * Adds to the line of this variant (or starts it). A line never asks for more than the stock: an add that
   * would is refused and changes nothing (the cart is what it was, the message says how many are left).
   */
  async add(businessId: number, skuId: number, num: number) {
    const variant = await this.sellableVariant(skuId);
    if (variant.stock <= 0) throw conflict(text.outOfStock);
    if (num > variant.stock) throw conflict(text.notEnough, { stock: variant.stock });
    const [line] = await this.addLine.execute({
      businessId,
      productId: variant.productId,
      variantId: variant.id,
      num,
      stock: variant.stock,
    });
    if (!line) {
      const [held] = await this.db
        .select({ num: cartItems.num })
        .from(cartItems)
        .where(and(eq(cartItems.businessId, businessId), eq(cartItems.variantId, variant.id)));
      throw conflict(text.notEnoughBesideCart, { stock: variant.stock, num: held?.num ?? 0 });
    }
    return { id: line.id, num: line.num };
  }

  async update(businessId: number, id: number, num: number) {
    const [line] = await this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.businessId, businessId)));
    const variant =
      line && (await variantsWithProducts(this.db, [line.variantId])).get(line.variantId)?.variant;
    if (!variant) throw notFound(text.lineMissing);
    if (num > variant.stock) throw conflict(text.notEnough, { stock: variant.stock });
    await this.db.update(cartItems).set({ num, updatedAt: new Date() }).where(eq(cartItems.id, id));
    return { id, num };
  }

  async remove(businessId: number, ids: number[]) {
    const removed = await this.db
      .delete(cartItems)
      .where(and(inArray(cartItems.id, ids), eq(cartItems.businessId, businessId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(text.lineMissing);
    return { removed: removed.map((r) => r.id) };
  }

  async count(businessId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${cartItems.num}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.businessId, businessId));
    return row?.n ?? 0;
  }

  /**
   * Takes (deletes) lines of a business for an order, in the order's transaction; answers what each held
   * when taken. A second taker of the same lines waits on their row locks, then finds them gone.
   */
  async take(tx: Tx, businessId: number, ids: number[]): Promise<{ id: number; num: number }[]> {
    return takeLines(tx, { businessId, ids });
  }

  /** Lines of a business, optionally only `ids`, with what each costs now and whether it can be bought. */
  async lines(businessId: number, ids?: number[]): Promise<CartLine[]> {
    const rows = !ids
      ? await this.db
          .select()
          .from(cartItems)
          .where(eq(cartItems.businessId, businessId))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      : ids.length === 1
        ? await this.chosenLines.one.execute({ businessId, id: ids[0] })
        : await this.chosenLines.many.execute({ businessId, ids });
    const found = await variantsWithProducts(
      this.db,
      rows.map((r) => r.variantId),
    );
    return rows.flatMap((line) => {
      const row = found.get(line.variantId);
      return row ? [lineOf(line.id, line.num, row)] : [];
    });
  }

  /**
   * Lines of mall variants that are in no cart (a store order's lines, id 0), priced and checked as cart
   * lines are; a variant that does not exist is left out.
   */
  async variantLines(wanted: { variantId: number; num: number }[]): Promise<CartLine[]> {
    if (wanted.length === 0) return [];
    const byId = await variantsWithProducts(
      this.db,
      wanted.map((w) => w.variantId),
    );
    return wanted.flatMap((w) => {
      const row = byId.get(w.variantId);
      return row ? [lineOf(0, w.num, row)] : [];
    });
  }

  /** validCarsList grouped by seller, and the lines that cannot be bought now in invalidCarsList. */
  async list(businessId: number) {
    const lines = await this.lines(businessId);
    const nameOf = await businessNames(
      this.db,
      lines.map((l) => l.businessId),
    );
    const groups = new Map<number, CartGroup>();
    for (const line of lines.filter((l) => l.valid)) {
      const group = groups.get(line.businessId) ?? {
        businessId: line.businessId,
        businessName: nameOf.get(line.businessId) ?? '',
        orderCarVOS: [],
      };
      group.orderCarVOS.push(line);
      groups.set(line.businessId, group);
    }
    return { validCarsList: [...groups.values()], invalidCarsList: lines.filter((l) => !l.valid) };
  }
}
