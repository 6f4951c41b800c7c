import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { RowId } from './ids';
import { pageOf } from './page';
import { isValidTaxId } from './tax-id';
import { FILE_URL_PATTERN } from './uploads';

/** Requests and answers of registration, login, codes and account settings; shared by server and forms. */

/** A plain address: no spaces, quotes or angle brackets, a dotted domain with a letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The login page's SMS check (spec 001 §5): 1, then 3-9, then nine digits. */
export const LOGIN_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Mobiles we store: an optional +, then 6 to 20 digits. */
export const MOBILE_PATTERN = /^\+?\d{6,20}$/;

const trimmed = (schema: z.ZodString) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), schema);

export const emailField = trimmed(
  z.string().max(254).regex(EMAIL_PATTERN, { message: 'emailInvalid' }),
).transform((v) => v.toLowerCase());
export const mobileField = trimmed(z.string().regex(MOBILE_PATTERN, { message: 'mobileInvalid' }));
/** 6-20 characters, no whitespace anywhere (the forms strip it; the server refuses it). */
export const passwordField = z
  .string()
  .min(PASSWORD_MIN, { message: 'passwordLength' })
  .max(PASSWORD_MAX, { message: 'passwordLength' })
  .regex(/^\S+$/, { message: 'passwordSpaces' });
export const codeField = trimmed(z.string().regex(/^\d{6}$/, { message: 'codeFormat' }));
const nameField = trimmed(z.string().min(1, { message: 'required' }).max(100, { message: 'tooLong' }));

export const EMAIL_CODE_PURPOSES = ['register', 'reset', 'login'] as const;
export const SMS_CODE_PURPOSES = ['login', 'bind'] as const;
/** payPassword: the reset code of the payment password, sent only to a signed-in owner's own e-mail. */
export type CodePurpose =
  | (typeof EMAIL_CODE_PURPOSES)[number]
  | (typeof SMS_CODE_PURPOSES)[number]
  | 'payPassword';

export const EmailCodeRequest = z.object({
  email: emailField,
  purpose: z.enum(EMAIL_CODE_PURPOSES).default('reset'),
});

export const SmsCodeRequest = z.object({
  mobile: mobileField,
  purpose: z.enum(SMS_CODE_PURPOSES).default('login'),
});

export const RegisterRequest = z.object({
  name: nameField,
  email: emailField,
  mobile: mobileField,
  loginPwd: passwordField,
  code: codeField,
});

export type RegisterRequest = z.infer<typeof RegisterRequest>;

/** `mobile` carries the username: an e-mail address or a mobile number. */
export const LoginRequest = z.object({
  mobile: trimmed(z.string().min(1, { message: 'required' }).max(254)),
  loginPwd: z.string().min(1, { message: 'required' }).max(200),
  code: codeField,
});

export const ResetPasswordRequest = z.object({
  email: emailField,
  newUserPassword: passwordField,
  registCode: codeField,
});

export const ChangePasswordRequest = z.object({
  oldPassword: z.string().min(1, { message: 'required' }).max(200),
  newPassword: passwordField,
});

export const BindMobileRequest = z.object({ mobile: mobileField, code: codeField });

export const BusinessInfoRequest = z.object({
  name: nameField,
  contactName: nameField,
  contactPhone: mobileField,
  country: nameField,
  address: trimmed(z.string().min(1, { message: 'required' }).max(255, { message: 'tooLong' })),
  storeUrl: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .url({ protocol: /^https?$/, message: 'urlInvalid' })
      .max(500)
      .optional(),
  ),
});

export const TAX_ID_TYPES = ['CPF', 'CNPJ'] as const;

export const SettlementRequest = z
  .object({
    legalName: nameField,
    idType: z.enum(TAX_ID_TYPES),
    idNo: trimmed(z.string().regex(/^[\d./-]{11,18}$/, { message: 'taxIdInvalid' })),
    contactName: nameField,
    contactPhone: mobileField,
    address: trimmed(z.string().min(1, { message: 'required' }).max(255, { message: 'tooLong' })),
    /** The company document picture, uploaded through the upload control (one of our files). */
    documentUrl: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.string().max(500).regex(FILE_URL_PATTERN, { message: 'fileUrlInvalid' }).optional(),
    ),
  })
  .refine((v) => isValidTaxId(v.idType, v.idNo), { path: ['idNo'], message: 'taxIdInvalid' });

/** The login answer (spec 001 §3). Status fields are numbers; salt is '1' while agreements wait unread. */
export const LoginModel = z.object({
  token: z.string(),
  id: z.number(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  roleName: z.string(),
  accountKind: z.enum(['business', 'operator']),
  businessId: z.number().nullable(),
  status: z.number(),
  settleStatus: z.number(),
  rzStatus: z.number(),
  esignStatus: z.number(),
  canLjk: z.number(),
  salt: z.enum(['0', '1']),
});
export type LoginModel = z.infer<typeof LoginModel>;

export const Registered = z.object({ businessId: z.number() });

/** status: 1 once the profile is complete. */
export const BusinessInfo = z.object({
  businessId: z.number(),
  name: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  country: z.string(),
  address: z.string(),
  storeUrl: z.string(),
  status: z.number(),
  email: z.string(),
  mobile: z.string(),
});
export type BusinessInfo = z.infer<typeof BusinessInfo>;
export type BusinessInfoRequest = z.infer<typeof BusinessInfoRequest>;
export type SettlementRequest = z.infer<typeof SettlementRequest>;

export const SettlementApplication = z.object({
  id: z.number(),
  legalName: z.string(),
  idType: z.enum(['CPF', 'CNPJ']),
  idNo: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  documentUrl: z.string(),
  state: z.enum(['pending', 'approved', 'rejected']),
  rejectReason: z.string(),
  submittedAt: z.string(),
});
export type SettlementApplication = z.infer<typeof SettlementApplication>;

/**
 * A business's certification. Every user of the business reads its state; only who may apply (the owner, or
 * staff holding Business Info) reads the application itself (legal name, tax id, phone, address): for the
 * others `application` is null and `mayApply` false.
 */
export const SettlementState = z.object({
  settleStatus: z.number(),
  rzStatus: z.number(),
  application: SettlementApplication.nullable(),
  mayApply: z.boolean(),
});
export type SettlementState = z.infer<typeof SettlementState>;

/** A settlement application in the operators' review queue. */
export const SettlementReviewItem = z
  .object({ id: z.number(), businessId: z.number(), businessName: z.string() })
  .extend(SettlementApplication.omit({ id: true }).shape);
export type SettlementReviewItem = z.infer<typeof SettlementReviewItem>;

export const SettlementReviewPage = pageOf(SettlementReviewItem);

export const SettlementReviewRequest = z.object({
  id: RowId,
  decision: z.enum(['approve', 'reject']),
  reason: z.string().trim().max(500).optional(),
});

/** Certification and settlement codes, our design (the spec names the fields and the rule, not the values). */
export const RzStatus = { certified: 2, required: 4 } as const;
export const SettleStatus = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;

/** Spec 001 §4: where a login goes before the menu is fetched. */
export function needsSettlement(model: Pick<LoginModel, 'settleStatus' | 'rzStatus'>): boolean {
  return model.settleStatus !== SettleStatus.approved && model.rzStatus === RzStatus.required;
}
