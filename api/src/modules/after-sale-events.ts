import type { Tx } from '../db/client';

/** An after-sale that was just created (previousState null) or moved from one state to another. */
export interface AfterSaleChangedEvent {
  afterSaleId: number;
  afterSaleNo: string;
  orderId: number;
  buyerBusinessId: number;
  sellerBusinessId: number;
  type: string;
  amount: string;
  state: string;
  previousState: string | null;
}

export interface AfterSaleEventListener {
  changed(tx: Tx, event: AfterSaleChangedEvent): Promise<void>;
}

/**
 * The after-sales module announces each new request and each state move here; modules built later in the
 * composition root (webhooks) listen. Like OrderEvents, listeners run inside the transaction of the change.
 */
export class AfterSaleEvents {
  private readonly listeners: AfterSaleEventListener[] = [];

  listen(listener: AfterSaleEventListener): void {
    this.listeners.push(listener);
  }

  async changed(tx: Tx, event: AfterSaleChangedEvent): Promise<void> {
    for (const l of this.listeners) await l.changed(tx, event);
  }
}
