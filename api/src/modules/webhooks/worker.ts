import { DrainLoop } from '../drain-loop';
import type { WebhookDeliveries } from './deliveries';
import type { WebhookSender } from './sender';

/**
 * Sends due deliveries: claims a batch, sends them side by side, again until none is due. Calls made while
 * it runs make it look once more, never run twice at once (like the export worker).
 */
export class WebhookWorker {
  private readonly loop = new DrainLoop();

  constructor(
    private readonly deliveries: WebhookDeliveries,
    private readonly sender: WebhookSender,
    private readonly leaseMs: number,
    private readonly log: (err: unknown, msg: string) => void,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends one batch of due deliveries; false when none was due. */
  async runOnce(): Promise<boolean> {
    const batch = await this.deliveries.claimDue(this.now(), this.leaseMs);
    if (batch.length === 0) return false;
    await Promise.all(
      batch.map((row) =>
        this.sender.attempt(row).catch((err: unknown) => this.log(err, 'webhook delivery attempt failed')),
      ),
    );
    return true;
  }

  drain(): Promise<void> {
    return this.loop.drain(() => this.runOnce());
  }

  idle(): Promise<void> {
    return this.loop.idle();
  }
}
