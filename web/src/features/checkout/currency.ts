/**
 * Reais per US dollar for the BRL total shown beside the USD one (spec 001 §9: currency USD, BRL total also
 * shown). A fixed display rate, the same as the sandbox gateway's page (BRL_PER_USD=5.4 on the server);
 * what is charged is always the USD amount.
 */
export const BRL_PER_USD = 5.4;

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A USD amount in reais at the rate a gateway charges (the server's BRL_PER_USD, recorded on the payment). */
export function formatBrlAt(usd: number, rate: number): string {
  return brl.format(Math.round(usd * rate * 100) / 100);
}

/** A USD amount in reais, e.g. 10 -> 'R$ 54,00'. */
export function formatBrl(usd: number): string {
  return brl.format(Math.round(usd * BRL_PER_USD * 100) / 100);
}
