import { createCommerce } from '../../src/modules/commerce';
import { MessageService } from '../../src/modules/messages/service';
import type { TestApp } from './app';

/**
 * The money path's services over a test app's database, wired to messages as the app wires them, to run
 * what a timer would (the timeout sweep).
 */
export function commerceOf(t: TestApp) {
  return createCommerce({
    db: t.database.db,
    config: t.config,
    notify: new MessageService(t.database.db).notify,
  });
}
