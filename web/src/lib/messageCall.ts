import type { OfficeEnvelope } from '@dropmall/contract';
import { type Fields, post } from './http';

/**
 * A POST whose answer the page shows as it is ('get Success!', 'Saved'): resolves with the server's msg
 * and the model. Failures are toasted by the http client as usual.
 */
export async function postWithMessage<T = unknown>(
  path: string,
  data: Fields,
): Promise<{ msg: string; model: T }> {
  const envelope = await post<OfficeEnvelope<T>>(path, data, { whole: true });
  return { msg: envelope.msg, model: envelope.model as T };
}

/** Asks for an SMS code (login or binding a new mobile). */
export async function sendSmsCode(mobile: string, purpose: 'login' | 'bind'): Promise<string> {
  return (await postWithMessage('/getMoblieMessage', { mobile, purpose })).msg;
}
