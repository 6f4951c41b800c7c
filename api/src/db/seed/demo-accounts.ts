import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { businesses, businessUsers, operators } from '../schema';

/** Demo logins, written in the README. For trying the shop out only; never for a live installation. */
export const DEMO_BUSINESS = {
  email: 'demo@dropmall.test',
  mobile: '13800138000',
  password: 'demo123456',
  name: 'Sunrise Trading Co.',
};
export const DEMO_OPERATOR = {
  email: 'operator@dropmall.test',
  mobile: '13900139000',
  password: 'operator123',
  name: 'Platform Operator',
};

export async function seedDemoAccounts(tx: Tx): Promise<void> {
  const [existing] = await tx
    .select()
    .from(businessUsers)
    .where(eq(businessUsers.email, DEMO_BUSINESS.email));
  if (!existing) {
    const [business] = await tx
      .insert(businesses)
      .values({
        name: DEMO_BUSINESS.name,
        status: 1,
        settleStatus: 2,
        rzStatus: 2,
        contactName: 'Ana Souza',
        contactPhone: DEMO_BUSINESS.mobile,
        country: 'Brazil',
        address: 'Av. Paulista, 1000, São Paulo - SP',
        storeUrl: 'https://sunrise-trading.example.com',
      })
      .returning({ id: businesses.id });
    if (!business) throw new Error('demo business not written');
    await tx.insert(businessUsers).values({
      businessId: business.id,
      name: 'Ana Souza',
      email: DEMO_BUSINESS.email,
      mobile: DEMO_BUSINESS.mobile,
      passwordHash: await hash(DEMO_BUSINESS.password),
      isOwner: true,
    });
  }
  const [operator] = await tx.select().from(operators).where(eq(operators.email, DEMO_OPERATOR.email));
  if (!operator) {
    await tx.insert(operators).values({
      name: DEMO_OPERATOR.name,
      email: DEMO_OPERATOR.email,
      mobile: DEMO_OPERATOR.mobile,
      passwordHash: await hash(DEMO_OPERATOR.password),
      isSuper: true,
    });
  }
}
