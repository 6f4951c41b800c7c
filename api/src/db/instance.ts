import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appMeta } from './schema';

/** The id this installation got on its first start; it stays the same across restarts. */
export async function ensureInstanceId(db: Db): Promise<string> {
  await db.insert(appMeta).values({ key: 'instance_id', value: randomUUID() }).onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'instance_id'));
  if (!row) throw new Error('instance id missing after insert');
  return row.value;
}

export async function readInstanceId(db: Db): Promise<string> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, 'instance_id'));
  return row?.value ?? '';
}
