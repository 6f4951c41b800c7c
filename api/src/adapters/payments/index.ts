import { type Config, publicUrl } from '../../config';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox';

export type { PaymentGateway } from './gateway';
export { SandboxGateway } from './sandbox';

/**
 * The payment gateway the configuration chooses (PAYMENT_GATEWAY): the built-in sandbox, or none (balance
 * payments only). config.ts refuses an unchosen gateway, and the sandbox's public secret, in production.
 * A real provider's adapter is another case here.
 */
export function createPaymentGateway(config: Config): PaymentGateway | null {
  switch (config.PAYMENT_GATEWAY) {
    case 'sandbox':
      return new SandboxGateway(config.PAYMENT_SANDBOX_SECRET, publicUrl(config));
    case 'none':
      return null;
  }
}
