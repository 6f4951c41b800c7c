/**
 * A fresh business with a session, for benchmarks of what a logged-in buyer gets: prints its token. With
 * --favourites, it first favourites those products through the server at --url (the storefront's own call).
 *
 *   DATABASE_URL=postgres://... node --import tsx bench/business-session.ts [--url http://127.0.0.1:3000 --favourites 12,40]
 *
 * Then e.g. `autocannon -H "authorization=Bearer <token>" <url>`.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openDb } from '../api/src/db/client';
import { businesses, businessUsers } from '../api/src/db/schema';
import { SessionService } from '../api/src/modules/accounts/session-service';

const { values } = parseArgs({ options: { url: { type: 'string' }, favourites: { type: 'string' } } });
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('give DATABASE_URL (the server’s database)');
const database = await openDb({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
const { db } = database;
try {
  const tag = randomBytes(5).toString('hex');
  const [business] = await db
    .insert(businesses)
    .values({ name: `Bench business ${tag}`, status: 1, settleStatus: 2, rzStatus: 2 })
    .returning({ id: businesses.id });
  const [user] = await db
    .insert(businessUsers)
    .values({
      businessId: business?.id ?? 0,
      name: `Bench ${tag}`,
      email: `bench-${tag}@example.com`,
      passwordHash: 'x',
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  const token = await new SessionService(db).create({ kind: 'business', id: user?.id ?? 0 });
  for (const productId of (values.favourites ?? '').split(',').filter(Boolean)) {
    const res = await fetch(`${values.url}/v1/business/saveFavorites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ productId, invalid: '0' }),
    });
    if (!res.ok) throw new Error(`favourite ${productId}: ${res.status} ${await res.text()}`);
  }
  console.log(token);
} finally {
  await database.close();
}
