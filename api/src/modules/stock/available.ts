import type { Tx } from '../../db/client';
import { variantHomes } from '../catalog/available';
import { ensureBarcodes } from './barcodes';
import { book, freeBins } from './ledger';

export interface AvailableTarget {
  variantId: number;
  available: number;
}

/**
 * The product form's stock number ("kc"): the seller says how many can be sold. The difference to what is
 * available now is booked as a count adjustment (ref: the product) at the product's warehouse, taken out
 * of the fullest bins when it goes down; stock reserved by orders is never touched, so a target below the
 * reservations stops at them. New variants get their barcode here.
 */
export async function setAvailable(
  tx: Tx,
  productId: number,
  targets: AvailableTarget[],
  actor: string,
): Promise<void> {
  const homes = await variantHomes(
    tx,
    targets.map((t) => t.variantId),
  );
  await ensureBarcodes(tx, homes);
  const byId = new Map(homes.map((h) => [h.variantId, h]));
  for (const t of targets) {
    const home = byId.get(t.variantId);
    if (!home) continue;
    const ref = { refType: 'product' as const, refId: productId, actor, kind: 'count_adjust' as const };
    let delta = t.available - home.available;
    if (delta > 0) {
      const bin = { businessId: home.businessId, warehouseId: home.warehouseId, locationId: 0 };
      await book(tx, { ...bin, variantId: t.variantId, quantity: delta, ...ref });
      continue;
    }
    for (const bin of await freeBins(tx, t.variantId)) {
      if (delta === 0) break;
      const n = Math.min(-delta, bin.free);
      if (await book(tx, { ...bin, variantId: t.variantId, quantity: -n, ...ref })) delta += n;
    }
  }
}
