/**
 * Runs a background pass again and again until it finds nothing to do, one run at a time in this process:
 * a call made while a run is going makes that run look once more (so nothing queued meanwhile waits for the
 * next trigger) and shares its promise. Workers in other processes are kept apart by their claims/leases,
 * not by this. Used by the export worker, the webhook sender and the tracking pusher.
 */
export class DrainLoop {
  private running: Promise<void> | null = null;
  private again = false;

  /** `pass` does one batch and says whether it found work (then it runs again). */
  drain(pass: () => Promise<boolean>): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (await pass()) {}
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  /** Resolves when the current run ends (at once when idle); for a clean stop. */
  idle(): Promise<void> {
    return this.running?.catch(() => {}) ?? Promise.resolve();
  }
}
