import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { couponTemplates } from '../../db/schema/coupons';

/** The id of a coupon template with this English title, or null (the test fixtures name templates so). */
export async function templateIdByTitle(db: Db | Tx, titleEn: string): Promise<number | null> {
  const [template] = await db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.titleEn, titleEn))
    .limit(1);
  return template?.id ?? null;
}
