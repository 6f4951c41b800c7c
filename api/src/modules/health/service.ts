import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readInstanceId } from '../../db/instance';

/** How long readiness waits for the database before it calls it unreachable (a probe's own timeout is short). */
export const READY_TIMEOUT_MS = 2000;

/**
 * Liveness and readiness of this process. Live: it answers HTTP (nothing else is asked, so a database outage
 * never gets every instance restarted). Ready: the database answers too, within READY_TIMEOUT_MS.
 */
export class HealthService {
  private readonly startedAt = Date.now();

  constructor(private readonly database: Database) {}

  private uptimeSeconds() {
    return Math.round((Date.now() - this.startedAt) / 1000);
  }

  live() {
    return { status: 'ok' as const, uptimeSeconds: this.uptimeSeconds() };
  }

  async report() {
    let status: 'ok' | 'degraded' = 'ok';
    let instanceId = '';
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      instanceId = await Promise.race([this.ask(), late]);
    } catch {
      status = 'degraded';
    } finally {
      clearTimeout(timer);
    }
    return { status, database: this.database.kind, instanceId, uptimeSeconds: this.uptimeSeconds() };
  }

  private async ask(): Promise<string> {
    await this.database.db.execute(sql`select 1`);
    return readInstanceId(this.database.db);
  }
}
