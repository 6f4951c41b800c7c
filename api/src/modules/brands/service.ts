import type { BrandListQuery, BrandOption, BrandPage, BrandSave, BrandState } from '@dropmall/contract';
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { brands } from '../../db/schema/brands';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, notFound } from '../../http/errors';
import { renameBrand } from '../catalog/product-store';
import { productCountsByBrand } from '../catalog/reads';
import type { FindForeignFile } from '../uploads/service';
import { brandText as text } from './texts';

type BrandRow = typeof brands.$inferSelect;

/** Business Management -> Brand List: a business's brands, added, changed, hidden and deleted. */
export class BrandService {
  constructor(
    private readonly db: Db,
    private readonly findForeignFile: FindForeignFile,
  ) {}

  async list(businessId: number, q: BrandListQuery): Promise<BrandPage> {
    const where = and(
      eq(brands.businessId, businessId),
      q.state ? eq(brands.state, q.state) : undefined,
      q.name ? ilike(brands.name, containsPattern(q.name)) : undefined,
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(brands)
        .where(where)
        .orderBy(desc(brands.createdAt), desc(brands.id))
        .limit(q.size)
        .offset((q.current - 1) * q.size),
      this.db.select({ n: count() }).from(brands).where(where),
    ]);
    const used = await productCountsByBrand(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      records: rows.map((r) => ({
        id: r.id,
        name: r.name,
        logoUrl: r.logoUrl,
        description: r.description,
        website: r.website,
        state: r.state,
        productCount: used.get(r.id) ?? 0,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current: q.current,
      size: q.size,
    };
  }

  /** Every brand of the business by name, for the product form's picker. */
  async options(businessId: number): Promise<BrandOption[]> {
    return this.db
      .select({ id: brands.id, name: brands.name, state: brands.state })
      .from(brands)
      .where(eq(brands.businessId, businessId))
      .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
  }

  /**
   * Adds a brand, or changes one of the business's own (another's answers 404). A new name is free within
   * the business whatever its case (409 otherwise, also when two saves race: the unique index decides); a
   * renamed brand's products show the new name. The logo is one of the business's uploads, or the one the
   * brand has already.
   */
  async save(businessId: number, input: BrandSave): Promise<{ id: number }> {
    // Before the transaction: PGlite has one connection, which the transaction holds until it ends.
    await this.checkLogo(businessId, input);
    try {
      return await this.db.transaction(async (tx) => {
        const current = input.id === undefined ? null : await this.lockOwn(tx, businessId, input.id);
        await this.checkNameFree(tx, businessId, input.name, input.id);
        const values = {
          name: input.name,
          logoUrl: input.logoUrl,
          description: input.description,
          website: input.website,
        };
        if (!current) {
          const [made] = await tx
            .insert(brands)
            .values({ ...values, businessId })
            .returning({ id: brands.id });
          if (!made) throw new Error('brand not written');
          return { id: made.id };
        }
        await tx
          .update(brands)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(brands.id, current.id));
        if (current.name !== input.name) await renameBrand(tx, current.id, input.name);
        return { id: current.id };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(text.nameTaken, { name: input.name });
      throw error;
    }
  }

  /** Hides a brand (no longer offered for new products; its products keep it) or shows it again. */
  async setState(businessId: number, id: number, state: BrandState): Promise<void> {
    const changed = await this.db
      .update(brands)
      .set({ state, updatedAt: new Date() })
      .where(and(eq(brands.id, id), eq(brands.businessId, businessId)))
      .returning({ id: brands.id });
    if (changed.length === 0) throw notFound(text.notFound);
  }

  /** Deletes a brand no product names (409 with the count otherwise: hiding it is the way out). */
  async remove(businessId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockOwn(tx, businessId, id);
      const inUse = (await productCountsByBrand(tx, [id])).get(id) ?? 0;
      if (inUse > 0) throw conflict(text.inUse, { count: inUse });
      await tx.delete(brands).where(eq(brands.id, id));
    });
  }

  /** One of the business's brands, locked for update; another's, or none, answers 404. */
  private async lockOwn(tx: Tx, businessId: number, id: number): Promise<BrandRow> {
    const [row] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.id, id), eq(brands.businessId, businessId)))
      .for('update');
    if (!row) throw notFound(text.notFound);
    return row;
  }

  private async checkLogo(businessId: number, input: BrandSave): Promise<void> {
    if (!input.logoUrl) return;
    if (input.id !== undefined) {
      const [kept] = await this.db
        .select({ logoUrl: brands.logoUrl })
        .from(brands)
        .where(and(eq(brands.id, input.id), eq(brands.businessId, businessId)));
      if (kept?.logoUrl === input.logoUrl) return;
    }
    if (await this.findForeignFile(businessId, [input.logoUrl])) throw badRequest('brandLogo');
  }

  private async checkNameFree(tx: Tx, businessId: number, name: string, exceptId?: number): Promise<void> {
    const [taken] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(
        and(
          eq(brands.businessId, businessId),
          sql`lower(${brands.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(brands.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) throw conflict(text.nameTaken, { name });
  }
}
