import { describe, expect, it } from 'vitest';
import { StripeGateway } from '../../src/adapters/payments';
import { startStripeFake } from '../support/stripe-fake';

/**
 * How the adapter reads `charge.dispute.closed` (issue 33): the bank's decision in the dispute's status. Won,
 * an inquiry closed without a chargeback and a prevented one took nothing (won); lost took the money; any other
 * status decides nothing. The events are the fake's, typed as Stripe.Event and signed with the library.
 */
describe('charge.dispute.closed, read by the Stripe adapter', () => {
  it('maps each closing status to an outcome, or to nothing', async () => {
    const fake = await startStripeFake();
    try {
      const gateway = new StripeGateway({
        secretKey: fake.secretKey,
        webhookSecret: fake.webhookSecret,
        brlPerUsd: 5.4,
        publicUrl: 'http://127.0.0.1:1',
        apiBase: fake.url,
      });
      const session = await gateway.createCheckout({
        paymentNo: 'PAY1',
        amountUsd: '40.00',
        method: 'card',
        charge: { currency: 'BRL', amount: '216.00', rate: '5.4' },
      });
      const intent = String(fake.complete(session.ref).payment_intent);
      const opened = fake.dispute(session.ref, 'fraudulent');
      const cases = [
        ['won', 'won'],
        ['warning_closed', 'won'],
        ['prevented', 'won'],
        ['lost', 'lost'],
      ] as const;
      for (const [status, outcome] of cases) {
        const closed = fake.disputeClosed(opened.disputeId, status);
        expect(gateway.verify(closed.body, { 'stripe-signature': closed.signature })).toBe(true);
        expect(gateway.parse(closed.body)).toMatchObject({
          eventId: closed.id,
          status: 'dispute_closed',
          amount: '216.00',
          currency: 'BRL',
          providerPaymentRef: intent,
          dispute: { id: opened.disputeId, reason: 'fraudulent', outcome },
        });
      }
      for (const status of ['under_review', 'needs_response'] as const)
        expect(gateway.parse(fake.disputeClosed(opened.disputeId, status).body).status).toBe('ignored');
    } finally {
      await fake.close();
    }
  });
});
