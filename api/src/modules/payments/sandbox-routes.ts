import { type Language, toLanguage } from '@dropmall/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { SandboxGateway } from '../../adapters/payments/sandbox';
import { access } from '../../http/access';
import type { PaymentService } from './service';

const words = {
  en: {
    title: 'Sandbox payment',
    note: 'This is the built-in test gateway. No money moves.',
    method: { boleto: 'Boleto', pix: 'Pix', card: 'Card' },
    amount: 'Amount',
    orders: 'Orders',
    topUp: 'Balance top-up',
    backTopUp: 'Back to Recharge',
    pay: 'Pay now',
    fail: 'Make it fail',
    done: 'This payment is already {status}.',
    back: 'Back to my orders',
    error: 'The payment result could not be delivered to the shop. Please try again.',
    invalid: 'This payment link is not valid. Open the payment again from your order.',
  },
  zh: {
    title: '沙箱支付',
    note: '这是内置的测试支付网关，不会产生真实扣款。',
    method: { boleto: 'Boleto', pix: 'Pix', card: '银行卡' },
    amount: '金额',
    orders: '订单',
    topUp: '余额充值',
    backTopUp: '返回充值',
    pay: '立即支付',
    fail: '模拟失败',
    done: '该支付已是 {status} 状态。',
    back: '返回我的订单',
    error: '支付结果未能送达商城，请重试。',
    invalid: '该支付链接无效，请从订单中重新发起支付。',
  },
} as const;

/** The office page of balance top-ups. */
const TOP_UP_PAGE = '/cashCenter/recharge';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(lang: Language, body: string) {
  const w = words[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.title}</title><style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','WenQuanYi Micro Hei',sans-serif;background:#f3f5f9;color:#1f2329}
.card{max-width:440px;margin:8vh auto;background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(20,30,60,.12);padding:32px}
h1{font-size:22px;margin:0 0 4px}.note{color:#8a919f;font-size:13px;margin:0 0 24px}
.row{display:flex;justify-content:space-between;padding:10px 0;border-bottom:1px solid #eef0f4}.muted{color:#8a919f}
.big{font-size:28px;font-weight:700}.brl{color:#8a919f;font-size:14px;text-align:right}
form{display:flex;gap:12px;margin-top:28px}button,a.btn{flex:1;border:0;border-radius:10px;padding:14px;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#00a868;color:#fff}.fail{background:#fff0f0;color:#c4142c}a.btn{background:#eef2ff;color:#2f5fc4;display:block;margin-top:20px}
.badge{display:inline-block;background:#e8f7ef;color:#00a868;border-radius:20px;padding:2px 12px;font-size:13px;font-weight:600}
</style></head><body><main class="card">${body}</main></body></html>`;
}

/** A link without its key (or with another payment's): the page says nothing about the payment. */
function invalidLink(reply: FastifyReply, lang: Language) {
  return reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(page(lang, `<h1>${words[lang].title}</h1><p>${words[lang].invalid}</p>`));
}

/**
 * The hosted payment page of the sandbox gateway: shows the amount in USD and BRL and lets the buyer pay or
 * fail. The choice goes back to the shop as a signed webhook, then the buyer lands on /paySuccess or /payError.
 */
export const sandboxRoutes: FastifyPluginAsync<{
  payments: PaymentService;
  gateway: SandboxGateway;
  brlPerUsd: number;
}> = async (app, { payments, gateway, brlPerUsd }) => {
  app.get<{ Params: { paymentNo: string }; Querystring: { t?: string } }>(
    '/sandbox/checkout/:paymentNo',
    // The provider's own page: anyone holding the link may open it, as on a real gateway.
    { config: { access: access.anonymous }, schema: { hide: true } },
    async (request, reply) => {
      const lang = toLanguage(request.headers['accept-language']);
      const w = words[lang];
      if (!gateway.validPageToken(request.params.paymentNo, request.query.t)) return invalidLink(reply, lang);
      const view = await payments.checkoutView(request.params.paymentNo);
      const usd = view.amountUsd.toFixed(2);
      const brl = view.amountUsd.times(brlPerUsd).toFixed(2);
      const body =
        view.status === 'pending'
          ? `<form method="post" action="/sandbox/checkout/${encodeURIComponent(view.paymentNo)}?t=${encodeURIComponent(request.query.t ?? '')}">
<button class="pay" name="result" value="paid" type="submit">${w.pay}</button><button class="fail" name="result" value="failed" type="submit">${w.fail}</button></form>`
          : `<p>${escapeHtml(w.done.replace('{status}', view.status))}</p><a class="btn" href="${view.topUp ? TOP_UP_PAGE : '/order/ordinaryOrder'}">${view.topUp ? w.backTopUp : w.back}</a>`;
      const what = view.topUp
        ? `<div class="row"><span class="muted">${w.topUp}</span><span>${escapeHtml(view.paymentNo)}</span></div>`
        : `<div class="row"><span class="muted">${w.orders}</span><span>${escapeHtml(view.orderNos.join(', '))}</span></div>`;
      return reply.type('text/html; charset=utf-8').send(
        page(
          lang,
          `<h1>${w.title} · <span class="badge">${w.method[view.method]}</span></h1><p class="note">${w.note}</p>
${what}
<div class="row"><span class="muted">${w.amount}</span><span><div class="big">US$ ${usd}</div><div class="brl">R$ ${brl}</div></span></div>${body}`,
        ),
      );
    },
  );

  app.post<{ Params: { paymentNo: string }; Querystring: { t?: string }; Body: { result?: string } }>(
    '/sandbox/checkout/:paymentNo',
    // The provider's own page: anyone holding the link may open it, as on a real gateway.
    { config: { access: access.anonymous }, schema: { hide: true } },
    async (request, reply) => {
      const lang = toLanguage(request.headers['accept-language']);
      if (!gateway.validPageToken(request.params.paymentNo, request.query.t)) return invalidLink(reply, lang);
      const view = await payments.checkoutView(request.params.paymentNo);
      const result = request.body?.result === 'paid' ? 'paid' : 'failed';
      if (view.status === 'pending') {
        try {
          await gateway.deliver(view.paymentNo, result, view.amountUsd.toFixed(2));
        } catch (error) {
          request.log.error({ err: error }, 'sandbox webhook delivery failed');
          return reply
            .status(502)
            .type('text/html; charset=utf-8')
            .send(page(lang, `<h1>${words[lang].title}</h1><p>${words[lang].error}</p>`));
        }
      }
      // Where the buyer lands says what the payment is now, not what this form asked: a page sent again
      // after the payment failed (the browser's back button) must not show a success.
      const now =
        view.status === 'pending' ? (await payments.checkoutView(view.paymentNo)).status : view.status;
      // A top-up's payer goes back to the Recharge page, which shows the top-up's state.
      if (view.topUp)
        return reply.redirect(`${TOP_UP_PAGE}?topUpNo=${encodeURIComponent(view.paymentNo)}`, 303);
      return reply.redirect(now === 'paid' ? '/paySuccess' : '/payError', 303);
    },
  );
};
