import { composeServices } from '../../src/compose';
import type { TestApp } from './app';

/**
 * The services over a test app's database, wired by the composition root as the app wires them, to run
 * what a timer would (the timeout sweep).
 */
export function commerceOf(t: TestApp) {
  return { services: composeServices({ config: t.config, database: t.database }) };
}
