import { type AddressInput, fullName, type Language } from '@dropmall/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses } from '../../db/schema/addresses';
import { badRequest, notFound } from '../../http/errors';
import { regionsByIds } from '../shipping/regions';
import { addressText as text } from './texts';

export type AddressRow = typeof addresses.$inferSelect;

/** The public shape of an address (spec 000 §3). */
export function addressView(a: AddressRow) {
  return {
    id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    fullName: a.fullName,
    gender: a.gender,
    idType: a.idType,
    idNo: a.idNo,
    email: a.email,
    postalCode: a.postalCode,
    mobilePhone: a.mobilePhone,
    country: a.country,
    countryId: a.countryId,
    oneName: a.oneName,
    oneId: a.oneId,
    city: a.city,
    cityId: a.cityId,
    district: a.district,
    districtId: a.districtId,
    detailAddress: a.detailAddress,
    line2: a.line2,
    isDefault: a.isDefault,
  };
}

/** One of a business's live addresses: read twice in every checkout (preview and order), so prepared once. */
function prepareAddressById(db: Db) {
  return db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('id')),
        eq(addresses.businessId, sql.placeholder('businessId')),
        eq(addresses.invalid, 0),
      ),
    )
    .prepare('address_by_id');
}

/** Delivery addresses of a business. Deleting marks an address invalid: orders keep their own snapshot. */
export class AddressService {
  private readonly byId: ReturnType<typeof prepareAddressById>;

  constructor(private readonly db: Db) {
    this.byId = prepareAddressById(db);
  }

  async list(businessId: number) {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.businessId, businessId), eq(addresses.invalid, 0)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
    return rows.map(addressView);
  }

  async get(businessId: number, id: number): Promise<AddressRow> {
    const [row] = await this.byId.execute({ id, businessId });
    if (!row) throw notFound(text.missing);
    return row;
  }

  /** The default address, else the first one, else null. */
  async preferred(businessId: number): Promise<AddressRow | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.businessId, businessId), eq(addresses.invalid, 0)))
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(1);
    return row ?? null;
  }

  /** Country -> state -> city -> district must be one chain of the region tree; answers their names. */
  private async regionNames(input: AddressInput, lang: Language) {
    const ids = [input.countryId, input.oneId, input.cityId, input.districtId];
    const rows = await regionsByIds(this.db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const [country, one, city, district] = ids.map((i) => byId.get(i));
    const chained =
      country?.level === 1 &&
      one?.parentId === country.id &&
      city?.parentId === one.id &&
      district?.parentId === city.id;
    if (!chained || !country || !one || !city || !district) throw badRequest(text.regionMismatch);
    const name = (r: { nameEn: string; nameZh: string }) => (lang === 'zh' ? r.nameZh : r.nameEn);
    return { country: name(country), oneName: name(one), city: name(city), district: name(district) };
  }

  async save(businessId: number, input: AddressInput, lang: Language) {
    const names = await this.regionNames(input, lang);
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      fullName: fullName(input),
      gender: input.gender,
      idType: input.idType,
      idNo: input.idNo,
      email: input.email,
      postalCode: input.postalCode,
      mobilePhone: input.mobilePhone,
      countryId: input.countryId,
      oneId: input.oneId,
      cityId: input.cityId,
      districtId: input.districtId,
      detailAddress: input.detailAddress,
      line2: input.line2,
      ...names,
      updatedAt: new Date(),
    };
    return this.db.transaction(async (tx) => {
      let id = input.id;
      if (id) {
        const updated = await tx
          .update(addresses)
          .set(values)
          .where(and(eq(addresses.id, id), eq(addresses.businessId, businessId), eq(addresses.invalid, 0)))
          .returning({ id: addresses.id });
        if (updated.length === 0) throw notFound(text.missing);
      } else {
        const [created] = await tx
          .insert(addresses)
          .values({ ...values, businessId })
          .returning({ id: addresses.id });
        id = created?.id;
      }
      if (!id) throw notFound(text.missing);
      const others = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(
          and(eq(addresses.businessId, businessId), eq(addresses.invalid, 0), eq(addresses.isDefault, true)),
        );
      // The first address is the default; asking for default moves the mark here.
      if (input.isDefault || others.length === 0) await this.makeDefault(tx, businessId, id);
      const [row] = await tx.select().from(addresses).where(eq(addresses.id, id));
      if (!row) throw notFound(text.missing);
      return addressView(row);
    });
  }

  private async makeDefault(tx: Tx, businessId: number, id: number) {
    await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.businessId, businessId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  }

  async remove(businessId: number, id: number) {
    const removed = await this.db
      .update(addresses)
      .set({ invalid: 1, isDefault: false, updatedAt: new Date() })
      .where(and(eq(addresses.id, id), eq(addresses.businessId, businessId), eq(addresses.invalid, 0)))
      .returning({ id: addresses.id });
    if (removed.length === 0) throw notFound(text.missing);
    return { id };
  }
}
