import { catalogChanged } from '../../src/modules/catalog/changes';

/**
 * A test that writes catalogue rows by hand (not through the catalogue module) says so here, as every
 * catalogue write does, so the anonymous catalogue cache serves the new rows at once.
 */
export const catalogWrittenByHand = (productIds: number[] = []) =>
  catalogChanged({ products: productIds, lists: true, shared: true });
