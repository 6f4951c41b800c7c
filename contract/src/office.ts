import { z } from 'zod';
import { emailField, mobileField, passwordField } from './accounts';
import { jsonField } from './form';
import { RowId } from './ids';
import { pageOf } from './page';

/**
 * Back-office management calls (spec 001 §6-7: roles, permissions, business users, settlement review).
 * The spec shows the paths only; these payloads are our design: form-encoded, ids as numbers, lists paged
 * with current/size and answered as { records, total, current, size }.
 */

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trimmedText = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(min, { message: 'required' }).max(max, { message: 'tooLong' }),
  );
const optionalText = (max: number) =>
  z.preprocess(blank, z.string().trim().max(max, { message: 'tooLong' }).optional());
const id = RowId;
const optionalId = z.preprocess(blank, id.optional());

export const ROLE_NAME_MAX = 50;
export const ROLE_REMARK_MAX = 200;
export const PERSON_NAME_MAX = 100;
export const OFFICE_PAGE_SIZE_MAX = 100;

const paging = {
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(OFFICE_PAGE_SIZE_MAX).default(10)),
};

export const OfficeIdRequest = z.object({ id });

export const RoleListRequest = z.object({ ...paging, name: optionalText(ROLE_NAME_MAX) });
export const RoleSaveRequest = z.object({
  name: trimmedText(1, ROLE_NAME_MAX),
  remark: optionalText(ROLE_REMARK_MAX),
});
export const RoleUpdateRequest = RoleSaveRequest.extend({ id });
export const RoleCopyRequest = z.object({ id, name: optionalText(ROLE_NAME_MAX) });
/** Operators may ask for one business's roles (to give its staff a role); others get their own. */
export const RoleBoxRequest = z.object({ businessId: optionalId });

export const RoleIdRequest = z.object({ roleId: id });
export const BindPermissionRequest = z.object({
  roleId: id,
  /** JSON array of permission ids: pages and buttons; groups and pages above them are added by the server. */
  permissionIds: jsonField(z.array(RowId).max(2000)),
});

export const ACCOUNT_STATE_FILTERS = ['active', 'disabled', 'frozen'] as const;

export const BusinessUserListRequest = z.object({
  ...paging,
  /** Matches name, e-mail or mobile (and the business name for operators). */
  keyword: optionalText(100),
  state: z.preprocess(blank, z.enum(ACCOUNT_STATE_FILTERS).optional()),
});

const optionalMobile = z.preprocess(blank, mobileField.optional());

/**
 * Adding a business user. A business adds staff to itself and names one of its roles; an operator adds a
 * new business with its owner (`businessName`). The server checks which fields the caller's kind needs.
 */
export const BusinessUserSaveRequest = z.object({
  name: trimmedText(1, PERSON_NAME_MAX),
  email: emailField,
  mobile: optionalMobile,
  password: passwordField,
  roleId: optionalId,
  businessName: z.preprocess(blank, trimmedText(1, PERSON_NAME_MAX).optional()),
});

export const BusinessUserEditRequest = z.object({
  id,
  name: trimmedText(1, PERSON_NAME_MAX),
  email: emailField,
  mobile: optionalMobile,
  roleId: optionalId,
  /** A new password; empty keeps the current one. */
  password: z.preprocess(blank, passwordField.optional()),
  /** Operators only: make a staff member an owner or back ('1' / '0'). */
  isOwner: z.preprocess(blank, z.enum(['0', '1']).optional()),
});

/** The platform's own staff (operators), on the operators' Platform Staff page. */
export const OperatorListRequest = z.object({
  ...paging,
  /** Matches name, e-mail or mobile. */
  keyword: optionalText(100),
  state: z.preprocess(blank, z.enum(ACCOUNT_STATE_FILTERS).optional()),
});

/** Adding an operator: a platform role is required (a new operator is never a super operator). */
export const OperatorSaveRequest = z.object({
  name: trimmedText(1, PERSON_NAME_MAX),
  email: emailField,
  mobile: optionalMobile,
  password: passwordField,
  roleId: id,
});

/** Changing an operator: name, role, and a new password (empty keeps the current one). */
export const OperatorEditRequest = z.object({
  id,
  name: trimmedText(1, PERSON_NAME_MAX),
  roleId: id,
  password: z.preprocess(blank, passwordField.optional()),
});

export const SettlementListRequest = z.object({
  ...paging,
  state: z.preprocess(blank, z.enum(['pending', 'approved', 'rejected']).default('pending')),
});

/** A role as lists show it; userCount: people who hold it (a role in use cannot be deleted). */
export const RoleItem = z.object({
  id: z.number(),
  name: z.string(),
  remark: z.string(),
  userCount: z.number(),
  permissionCount: z.number(),
  createdAt: z.string(),
});
export type RoleItem = z.infer<typeof RoleItem>;

export const RolePage = pageOf(RoleItem);

export const RoleRef = z.object({ id: z.number(), name: z.string() });
export type RoleRef = z.infer<typeof RoleRef>;

/** The id of what a save created. */
export const SavedId = z.object({ id: z.number() });
export type SavedId = z.infer<typeof SavedId>;

/** A node of the permission tree of /permissionList/listAll; `disabled` when the caller cannot grant it. */
export interface PermissionNode {
  id: number;
  name: string;
  kind: 'group' | 'page' | 'button';
  path: string;
  disabled: boolean;
  children: PermissionNode[];
}
/** Recursive, so it is named: the API document defines it once under components and refers to it. */
export const PermissionNode: z.ZodType<PermissionNode> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.enum(['group', 'page', 'button']),
      path: z.string(),
      disabled: z.boolean(),
      children: z.array(PermissionNode),
    }),
  )
  .meta({ id: 'PermissionNode' });

export type AccountState = (typeof ACCOUNT_STATE_FILTERS)[number];

/** A business user (owner or staff) as the management pages show it: never the password hash or failed logins. */
export const BusinessUserItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  businessId: z.number(),
  businessName: z.string(),
  isOwner: z.boolean(),
  roleId: z.number().nullable(),
  roleName: z.string(),
  state: z.enum(ACCOUNT_STATE_FILTERS),
  createdAt: z.string(),
});
export type BusinessUserItem = z.infer<typeof BusinessUserItem>;

export const BusinessUserPage = pageOf(BusinessUserItem);

export const OperatorItem = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** Holds every platform permission; managed by no one but another super operator. */
  isSuper: z.boolean(),
  roleId: z.number().nullable(),
  roleName: z.string(),
  state: z.enum(ACCOUNT_STATE_FILTERS),
  createdAt: z.string(),
});
export type OperatorItem = z.infer<typeof OperatorItem>;
export const OperatorPage = pageOf(OperatorItem);
export type OperatorListRequest = z.infer<typeof OperatorListRequest>;
export type OperatorSaveRequest = z.infer<typeof OperatorSaveRequest>;
export type OperatorEditRequest = z.infer<typeof OperatorEditRequest>;
export type RoleListRequest = z.infer<typeof RoleListRequest>;
export type RoleSaveRequest = z.infer<typeof RoleSaveRequest>;
export type RoleUpdateRequest = z.infer<typeof RoleUpdateRequest>;
export type BusinessUserListRequest = z.infer<typeof BusinessUserListRequest>;
export type BusinessUserSaveRequest = z.infer<typeof BusinessUserSaveRequest>;
export type BusinessUserEditRequest = z.infer<typeof BusinessUserEditRequest>;
export type SettlementListRequest = z.infer<typeof SettlementListRequest>;
