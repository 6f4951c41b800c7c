import { perTransaction } from '../../db/after-commit';

/**
 * What a write changed in what the storefront shows: `products` (their detail: any field, a picture, a
 * variant, the stock copy), `lists` (anything a list, a tag module or the recommendations show: a
 * product's title, price, shelf state, tags, counts, pictures...), `shared` (categories, tags, banners,
 * recommendations, hot keys: every catalogue answer).
 */
export interface CatalogChange {
  products?: readonly number[];
  lists?: boolean;
  shared?: boolean;
}

export interface MergedChange {
  products: Set<number>;
  lists: boolean;
  shared: boolean;
}

type Listener = (change: MergedChange) => Promise<void>;

/* The caches of this process's apps (one in production; tests build several, each told of every change). */
const listeners = new Set<Listener>();

/** Tells `listener` of every committed catalogue change; answers the unsubscribe. */
export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const merge = (into: MergedChange, change: CatalogChange) => {
  for (const id of change.products ?? []) into.products.add(id);
  into.lists ||= change.lists === true;
  into.shared ||= change.shared === true;
};

const publish = async (change: MergedChange) => {
  await Promise.all([...listeners].map((listener) => listener(change)));
};

const TRANSACTION_KEY = {};

/**
 * Every catalogue write calls this. Inside a transaction the changes are merged and told once, after the
 * COMMIT (before the transaction answers its caller); outside one at once. Awaited by the caller.
 */
export async function catalogChanged(change: CatalogChange): Promise<void> {
  const pending = perTransaction(TRANSACTION_KEY, () => {
    const merged: MergedChange = { products: new Set(), lists: false, shared: false };
    return { value: merged, hook: () => publish(merged) };
  });
  if (pending) {
    merge(pending, change);
    return;
  }
  const now: MergedChange = { products: new Set(), lists: false, shared: false };
  merge(now, change);
  await publish(now);
}
