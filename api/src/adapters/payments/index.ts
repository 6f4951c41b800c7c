import { type Config, publicUrl } from '../../config';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

export type { PaymentGateway, ProviderRecord, RefundRequest, RefundResult } from './gateway';
export { canList } from './gateway';
export { SandboxGateway } from './sandbox';
export { StripeGateway } from './stripe';

/**
 * The payment gateway the configuration chooses (PAYMENT_GATEWAY): the built-in sandbox, Stripe, or none
 * (balance payments only). config.ts refuses an unchosen gateway, the sandbox's public secret, and Stripe on a
 * test key or without a webhook secret, in production.
 */
export function createPaymentGateway(config: Config): PaymentGateway | null {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(
        config.PAYMENT_SANDBOX_SECRET,
        publicUrl(config),
        config.PAYMENT_SANDBOX_REFUNDS,
      );
    case 'stripe':
      return new StripeGateway({
        // config.ts refuses PAYMENT_GATEWAY=stripe without a key.
        secretKey: config.STRIPE_SECRET_KEY ?? '',
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        brlPerUsd: config.BRL_PER_USD,
        publicUrl: publicUrl(config),
        apiBase: config.STRIPE_API_BASE,
      });
    case 'none':
      return null;
  }
}
