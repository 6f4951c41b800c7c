import type { Db } from '../client';
import { seedDemoAccounts } from './demo-accounts';
import { seedMenu } from './menu';

/** Data the app needs to work at all (the menu tree); written on every start, idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction((tx) => seedMenu(tx));
}

/** Demo accounts (the catalogue follows with its issue); each part checks before it writes. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction((tx) => seedDemoAccounts(tx));
}
