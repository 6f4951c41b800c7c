import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { readInstanceId } from '../../db/instance';

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(private readonly database: Database) {}

  async report() {
    let status: 'ok' | 'degraded' = 'ok';
    let instanceId = '';
    try {
      await this.database.db.execute(sql`select 1`);
      instanceId = await readInstanceId(this.database.db);
    } catch {
      status = 'degraded';
    }
    return {
      status,
      database: this.database.kind,
      instanceId,
      uptimeSeconds: Math.round((Date.now() - this.startedAt) / 1000),
    };
  }
}
