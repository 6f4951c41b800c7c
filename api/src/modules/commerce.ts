import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../adapters/payments/gateway';
import { SandboxGateway } from '../adapters/payments/sandbox';
import { type Config, publicUrl } from '../config';
import type { Db } from '../db/client';
import { addressRoutes } from './addresses/routes';
import { AddressService } from './addresses/service';
import { cartRoutes } from './cart/routes';
import { CartService } from './cart/service';
import { SellerIncome } from './cash/income';
import { couponCentreRoutes } from './coupons/centre-routes';
import { CouponCentreService } from './coupons/centre-service';
import { couponRoutes } from './coupons/routes';
import { CouponService } from './coupons/service';
import { couponTemplateAdminRoutes } from './coupons/template-admin-routes';
import { CouponTemplateAdminService } from './coupons/template-admin-service';
import type { Notify } from './notices';
import { CheckoutService } from './orders/checkout-service';
import { fulfilmentRoutes } from './orders/fulfilment-routes';
import { FulfilmentService, type ShipGuard } from './orders/fulfilment-service';
import { OrderService } from './orders/order-service';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { sandboxRoutes } from './payments/sandbox-routes';
import { PaymentService } from './payments/service';
import { ShippingService } from './shipping/service';
import { walletRoutes } from './wallet/routes';
import { WalletService } from './wallet/service';

/**
 * The money path: cart, addresses, coupons, checkout, orders (and sellers shipping them), payments and the
 * wallet, wired together.
 * `registerApi` mounts the /v1 calls; `registerPages` the sandbox gateway's hosted page (the provider's,
 * outside /v1); `startSweep` the timer that cancels unpaid orders whose time ran out.
 */
export function createCommerce({
  db,
  config,
  notify,
  shipGuard,
  gateway: givenGateway,
}: {
  db: Db;
  config: Config;
  notify?: Notify;
  shipGuard?: ShipGuard;
  /** A provider to use instead of the configured one (another provider's adapter). */
  gateway?: PaymentGateway;
}) {
  const cart = new CartService(db);
  const addresses = new AddressService(db);
  const coupons = new CouponService(db);
  const wallet = new WalletService(db);
  const shipping = new ShippingService(db);
  const income = new SellerIncome(wallet, notify);
  const orders = new OrderService(db, coupons, notify, shipping, income.creditFinished);
  const fulfilment = new FulfilmentService(db, shipping, notify, shipGuard);
  const checkout = new CheckoutService(db, cart, addresses, coupons, shipping, {
    payTimeoutMs: config.ORDER_PAY_TIMEOUT_MINUTES * 60_000,
  });
  // The sandbox only where configured (the default outside production; config.ts refuses it unchosen there).
  const sandbox =
    config.PAYMENT_GATEWAY === 'sandbox'
      ? new SandboxGateway(config.PAYMENT_SANDBOX_SECRET, publicUrl(config))
      : null;
  const gateway = givenGateway ?? sandbox;
  const payments = new PaymentService(db, wallet, gateway, notify);

  return {
    services: { cart, addresses, coupons, wallet, income, orders, fulfilment, checkout, payments, gateway },
    async registerApi(api: FastifyInstance) {
      await api.register(cartRoutes, { cart });
      await api.register(addressRoutes, { addresses });
      await api.register(couponRoutes, { coupons });
      await api.register(couponCentreRoutes, { centre: new CouponCentreService(db) });
      await api.register(couponTemplateAdminRoutes, {
        admin: new CouponTemplateAdminService(db, coupons, notify),
      });
      await api.register(orderRoutes, { checkout, orders });
      await api.register(fulfilmentRoutes, { fulfilment });
      await api.register(paymentRoutes, { payments, webhook: gateway !== null });
      await api.register(walletRoutes, { wallet });
    },
    async registerPages(app: FastifyInstance) {
      if (sandbox && gateway === sandbox)
        await app.register(sandboxRoutes, { payments, gateway: sandbox, brlPerUsd: config.BRL_PER_USD });
    },
    startSweep(app: FastifyInstance) {
      if (config.ORDER_SWEEP_SECONDS <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          orders
            .expireOverdue()
            .catch((error: unknown) => app.log.error({ err: error }, 'order timeout sweep failed'));
        }, config.ORDER_SWEEP_SECONDS * 1000);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    },
  };
}
