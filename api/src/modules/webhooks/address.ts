import { isIP } from 'node:net';
import { assertPublicHost, PrivateAddressError } from '../../adapters/net/public-address';
import { badRequest } from '../../http/errors';
import { webhookTexts } from './texts';

export interface AddressRules {
  /** This server's own address (PUBLIC_URL) and port: an endpoint may not point back at it. */
  self: string;
  port: number;
  /** Whether private, local and reserved addresses are allowed (WEBHOOK_PRIVATE_ADDRESSES: development). */
  allowPrivate: boolean;
}

const LOCAL_NAMES = new Set(['localhost', '0.0.0.0', '::', '::1']);

function isSelf(url: URL, rules: AddressRules): boolean {
  const self = new URL(rules.self);
  if (url.origin === self.origin) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = LOCAL_NAMES.has(host) || (isIP(host) === 4 && host.startsWith('127.'));
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return local && port === rules.port;
}

/**
 * Refuses an endpoint that is not http(s), is this server, or (unless allowed) is or resolves to a private
 * address: a business could otherwise make the server call into its own network (SSRF). Checked when the
 * endpoint is registered and again before every attempt, since what a name resolves to can change.
 */
export async function checkEndpointAddress(address: string, rules: AddressRules): Promise<void> {
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('webhookUrl');
  if (isSelf(url, rules)) throw badRequest(webhookTexts.selfAddress);
  if (rules.allowPrivate) return;
  try {
    await assertPublicHost(address);
  } catch (error) {
    if (error instanceof PrivateAddressError)
      throw badRequest(webhookTexts.privateAddress, { host: error.host });
    throw badRequest(webhookTexts.unresolvable, { host: url.hostname });
  }
}
