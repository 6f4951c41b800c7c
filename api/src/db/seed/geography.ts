import { count } from 'drizzle-orm';
import type { Tx } from '../client';
import { expressCompanies, regions, shippingRates, warehouses } from '../schema';
import { insertInBatches } from './batch';
import { COUNTRIES } from './catalog/countries';
import { REGIONS } from './catalog/regions';
import { EXPRESS } from './catalog/shipping';
import type { RegionSeed } from './catalog/types';

/** Region ids below this are countries (their dictionary ids); divisions are numbered from it on. */
const FIRST_DIVISION_ID = 1000;

type RegionRow = typeof regions.$inferInsert;

function divisionRows(countryId: number, seeds: RegionSeed[], nextId: () => number): RegionRow[] {
  const rows: RegionRow[] = [];
  const walk = (nodes: RegionSeed[], parentId: number, level: number) => {
    nodes.forEach((node, sort) => {
      const id = nextId();
      rows.push({ id, parentId, level, nameEn: node.en, nameZh: node.zh ?? node.en, sort });
      if (node.children) walk(node.children, id, level + 1);
    });
  };
  walk(seeds, countryId, 2);
  return rows;
}

/**
 * Countries (China = 1, the origin; Brazil listed next), their divisions, the China warehouse, shipping
 * methods and their rates from China. Reference data the shop needs with or without the demo: written once.
 */
export async function seedGeography(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(regions);
  if (Number(existing?.n ?? 0) > 0) return;

  await tx.insert(warehouses).values({ id: 1, nameEn: 'China', nameZh: '中国' }).onConflictDoNothing();

  const countryId = new Map<string, number>();
  const countryRows: RegionRow[] = COUNTRIES.map((c, i) => {
    countryId.set(c.code, i + 1);
    const sort = c.code === 'CN' ? 0 : c.code === 'BR' ? 1 : i + 1;
    return { id: i + 1, parentId: 0, level: 1, code: c.code, nameEn: c.en, nameZh: c.zh, sort };
  });
  let next = FIRST_DIVISION_ID;
  const divisions = Object.entries(REGIONS).flatMap(([code, seeds]) => {
    const id = countryId.get(code);
    if (!id) throw new Error(`regions for unknown country ${code}`);
    return divisionRows(id, seeds, () => next++);
  });
  await insertInBatches([...countryRows, ...divisions], 500, (batch) => tx.insert(regions).values(batch));

  const origin = countryId.get('CN') ?? 1;
  const rates: (typeof shippingRates.$inferInsert)[] = [];
  for (const [sort, method] of EXPRESS.entries()) {
    const [company] = await tx
      .insert(expressCompanies)
      .values({ nameEn: method.en, nameZh: method.zh, sort })
      .returning({ id: expressCompanies.id });
    if (!company) throw new Error('express company not written');
    for (const country of COUNTRIES) {
      if (country.code === 'CN') continue;
      // First rule that names the country wins, else the catch-all; no rule means no service there.
      const rule =
        method.rates.find((r) => r.destinations !== '*' && r.destinations.includes(country.code)) ??
        method.rates.find((r) => r.destinations === '*');
      if (!rule) continue;
      rates.push({
        fromId: origin,
        toId: countryId.get(country.code) ?? 0,
        expressId: company.id,
        firstWeightGrams: rule.firstWeightGrams,
        firstFee: String(rule.firstFee),
        extraUnitGrams: rule.extraUnitGrams,
        extraFee: String(rule.extraFee),
        minDays: rule.days[0],
        maxDays: rule.days[1],
      });
    }
  }
  await insertInBatches(rates, 500, (batch) => tx.insert(shippingRates).values(batch));
}
