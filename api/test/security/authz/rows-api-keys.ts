import { post } from '../../support/http';
import type { Row } from './row';
import { formCall, seen, type World } from './world';

/** API keys (/myCenter/api): revoking takes a key id, which is the owner's alone. */
export const API_KEY_ROWS: Row[] = [
  {
    op: 'POST /v1/apiKey/revoke',
    owner: 'business',
    effect: 'changes',
    make: async (w: World) => {
      const made = await w.t.app.inject({
        method: 'POST',
        url: '/v1/apiKey/create',
        payload: { name: 'Matrix key', scopes: ['orders:read'], expiresInDays: 30 },
        headers: { authorization: `Bearer ${w.a.token}` },
      });
      const { key } = made.json().model as { key: { id: number; prefix: string } };
      return {
        send: formCall(w.t, 'POST /v1/apiKey/revoke', { id: key.id }),
        read: async () => seen(await post(w.t.app, '/v1/apiKey/list', {}, { token: w.a.token })),
        secrets: [key.prefix],
      };
    },
  },
];
