import type { LoginModel, RegisterRequest } from '@dropmall/contract';
import { post } from '../../lib/http';
import { postWithMessage } from '../../lib/messageCall';

export { sendSmsCode } from '../../lib/messageCall';

export async function sendEmailCode(email: string, purpose: 'register' | 'reset' | 'login'): Promise<string> {
  return (await postWithMessage('/business/emailCode', { email, purpose })).msg;
}

/** The username travels in `mobile`, as the spec's login call names it. */
export function login(username: string, password: string, code: string): Promise<LoginModel> {
  return post<LoginModel>('/businessLogin', { mobile: username, loginPwd: password, code });
}

export type RegisterFields = RegisterRequest;

/** Resolves with the server's message ('Registered successfully, please log in'). */
export async function register(fields: RegisterFields): Promise<string> {
  return (await postWithMessage('/mall/index/register', { ...fields })).msg;
}

export async function resetPassword(
  email: string,
  newUserPassword: string,
  registCode: string,
): Promise<string> {
  return (await postWithMessage('/business/forget/saveNewPassword', { email, newUserPassword, registCode }))
    .msg;
}
