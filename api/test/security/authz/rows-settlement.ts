import { post } from '../../support/http';
import type { Row } from './row';
import { formCall, seen, type World } from './world';

/**
 * Payment settlement names a business by businessId (an operator's choice of seller): another business
 * naming A gets 404, A's staff without the page 403, and only A (or an operator) reads A's statements.
 */
const asA = (w: World) => ({ token: w.a.token });
const todayOfA = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** A's statement of this month, as A reads it; its business name is what no refused answer may hold. */
async function statementOfA(w: World) {
  const today = todayOfA();
  const fields = { period: 'month', start: today, businessId: w.a.businessId };
  const own = seen(await post(w.t.app, '/v1/cash/settlement/detail', fields, asA(w))) as {
    businessName: string;
  };
  return { today, fields, secrets: [own.businessName], read: async () => own };
}

export const SETTLEMENT_ROWS: Row[] = [
  {
    op: 'POST /v1/cash/settlement/list',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const { today, secrets, read } = await statementOfA(w);
      const fields = { period: 'month', from: today, to: today, businessId: w.a.businessId };
      return { send: formCall(w.t, 'POST /v1/cash/settlement/list', fields), read, secrets };
    },
  },
  {
    op: 'POST /v1/cash/settlement/detail',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const { fields, secrets, read } = await statementOfA(w);
      return { send: formCall(w.t, 'POST /v1/cash/settlement/detail', fields), read, secrets };
    },
  },
  {
    op: 'GET /v1/cash/settlement/file',
    owner: 'business',
    effect: 'file',
    make: async (w) => {
      const { fields, secrets, read } = await statementOfA(w);
      return {
        send: formCall(w.t, 'GET /v1/cash/settlement/file', { ...fields, format: 'xlsx' }),
        read,
        secrets,
      };
    },
  },
];
