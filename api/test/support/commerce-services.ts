import { createCommerce } from '../../src/modules/commerce';
import type { TestApp } from './app';

/** The money path's services over a test app's database, to run what a timer would (the timeout sweep). */
export function commerceOf(t: TestApp) {
  return createCommerce({ db: t.database.db, config: t.config });
}
