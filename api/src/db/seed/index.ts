import type { Db } from '../client';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoCatalog } from './demo-catalog';
import { seedDemoCommerce } from './demo-commerce';
import { seedDemoSellerLists } from './demo-seller-lists';
import { seedGeography } from './geography';
import { seedMenu } from './menu';

/** Data the app needs to work at all: the menu tree, countries and regions, shipping methods. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedMenu(tx);
    await seedGeography(tx);
  });
}

/** Demo accounts and the demo catalogue; each part checks before it writes. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedDemoAccounts(tx);
    await seedDemoCatalog(tx);
    await seedDemoCommerce(tx);
    await seedDemoSellerLists(tx);
  });
}
