import type { SellerListEntry, SellerListEntryInput, SellerListKind } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandStories, productServices, productTypes } from '../../db/schema/seller-lists';
import { conflict, notFound } from '../../http/errors';
import { productsNaming } from '../catalog/reads';
import { readSellerList } from './lists-store';
import { listText } from './texts';

/**
 * The operators' side of the seller lists: every entry in both languages, add, edit, and remove while no
 * product names it (a product's type, story or services would otherwise point at nothing).
 */
export class SellerListsAdminService {
  constructor(private readonly db: Db) {}

  async list(kind: SellerListKind): Promise<SellerListEntry[]> {
    const entries = await readSellerList(this.db, kind);
    return Promise.all(entries.map(async (e) => ({ ...e, usedBy: await this.usedBy(kind, e.id) })));
  }

  async save(input: SellerListEntryInput): Promise<SellerListEntry> {
    const { kind, id } = input;
    // Sellers pick from the list by name: two entries of one name would be two identical choices.
    const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const twin = (await readSellerList(this.db, kind)).find(
      (e) => e.id !== id && (same(e.nameEn, input.nameEn) || same(e.nameZh, input.nameZh)),
    );
    if (twin)
      throw conflict(listText.entryTaken, {
        name: same(twin.nameEn, input.nameEn) ? input.nameEn : input.nameZh,
      });
    const row = await this.write(kind, input);
    if (!row) throw notFound(listText.entryNotFound);
    const [saved] = (await readSellerList(this.db, kind)).filter((e) => e.id === (id ?? row.id));
    if (!saved) throw notFound(listText.entryNotFound);
    return { ...saved, usedBy: await this.usedBy(kind, saved.id) };
  }

  /** Removes an unused entry; the count and the delete share a transaction that locks the entry. */
  async remove(kind: SellerListKind, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const table =
        kind === 'productTypes' ? productTypes : kind === 'services' ? productServices : brandStories;
      const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
      if (!locked) throw notFound(listText.entryNotFound);
      const n = await productsNaming(tx, kind, id);
      if (n > 0) throw conflict(listText.entryInUse, { count: n });
      await tx.delete(table).where(eq(table.id, id));
    });
  }

  private async usedBy(kind: SellerListKind, id: number): Promise<number> {
    return productsNaming(this.db, kind, id);
  }

  /** Inserts, or updates the entry with that id; answers the row's id, or nothing when the id is unknown. */
  private async write(kind: SellerListKind, e: SellerListEntryInput): Promise<{ id: number } | undefined> {
    if (kind === 'productTypes') {
      const values = { nameEn: e.nameEn, nameZh: e.nameZh, sort: e.sort };
      const [row] = e.id
        ? await this.db.update(productTypes).set(values).where(eq(productTypes.id, e.id)).returning()
        : await this.db.insert(productTypes).values(values).returning();
      return row;
    }
    if (kind === 'services') {
      const values = { titleEn: e.nameEn, titleZh: e.nameZh, sort: e.sort };
      const [row] = e.id
        ? await this.db.update(productServices).set(values).where(eq(productServices.id, e.id)).returning()
        : await this.db.insert(productServices).values(values).returning();
      return row;
    }
    const values = {
      titleEn: e.nameEn,
      titleZh: e.nameZh,
      contentEn: e.contentEn,
      contentZh: e.contentZh,
      sort: e.sort,
    };
    const [row] = e.id
      ? await this.db.update(brandStories).set(values).where(eq(brandStories.id, e.id)).returning()
      : await this.db.insert(brandStories).values(values).returning();
    return row;
  }
}
