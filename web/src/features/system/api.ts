import type {
  BusinessUserEditRequest,
  BusinessUserItem,
  BusinessUserListRequest,
  BusinessUserSaveRequest,
  OperatorEditRequest,
  OperatorItem,
  OperatorListRequest,
  OperatorSaveRequest,
  Page,
  PermissionNode,
  RoleItem,
  RoleListRequest,
  RoleRef,
  RoleSaveRequest,
  RoleUpdateRequest,
  SavedId,
  SettlementListRequest,
  SettlementReviewItem,
} from '@dropmall/contract';
import { get, post } from '../../lib/http';
import { postWithMessage } from '../../lib/messageCall';

/** The management calls of spec 001 §7 (payloads of our design, see contract/src/office.ts). */

export type { RoleRef };

export const systemKeys = {
  roles: (query: object) => ['system', 'roles', query] as const,
  rolesAll: ['system', 'roles'] as const,
  roleBox: (businessId: number | null) => ['system', 'roleBox', businessId] as const,
  tree: ['system', 'permissionTree'] as const,
  byRole: (roleId: number) => ['system', 'byRole', roleId] as const,
  people: (query: object) => ['system', 'people', query] as const,
  peopleAll: ['system', 'people'] as const,
  person: (id: number) => ['system', 'person', id] as const,
  operators: (query: object) => ['system', 'operators', query] as const,
  operatorsAll: ['system', 'operators'] as const,
  settlements: (query: object) => ['system', 'settlements', query] as const,
  settlementsAll: ['system', 'settlements'] as const,
};

export const listRoles = (query: RoleListRequest) => post<Page<RoleItem>>('/role/list', { ...query });
export const saveRole = (fields: RoleSaveRequest) => postWithMessage<SavedId>('/role/save', fields);
export const updateRole = (fields: RoleUpdateRequest) => postWithMessage<SavedId>('/role/update', fields);
export const deleteRole = (id: number) => postWithMessage('/role/delete', { id });
export const copyRole = (id: number) => postWithMessage<RoleRef>('/role/copyRole', { id });
export const roleBox = (businessId: number | null) =>
  post<RoleRef[]>('/role/getRoleBox', businessId === null ? {} : { businessId });

export const permissionTree = () => post<PermissionNode[]>('/permissionList/listAll');
export const rolePermissions = (roleId: number) => post<number[]>('/permissionList/listByRole', { roleId });
export const bindPermissions = (roleId: number, ids: readonly number[]) =>
  postWithMessage<number[]>('/permissionList/bindPermission', { roleId, permissionIds: [...ids] });

export type PeopleQuery = BusinessUserListRequest;

/** The person form's fields: what a save sends, and what an edit may add. */
export type PersonFields = Omit<BusinessUserSaveRequest, 'password'> &
  Partial<Pick<BusinessUserEditRequest, 'password' | 'isOwner'>>;

export const listPeople = (query: PeopleQuery) =>
  post<Page<BusinessUserItem>>('/businessUser/list', { ...query });
export const personInfo = (id: number) => get<BusinessUserItem>('/businessUser/info', { id });
export const savePerson = (fields: PersonFields) => postWithMessage<SavedId>('/businessUser/save', fields);
export const editPerson = (id: number, fields: PersonFields) =>
  postWithMessage('/businessUser/edit', { ...fields, id });
export type PersonAction = 'disable' | 'enable' | 'unfreeze' | 'delete';
export const personAction = (action: PersonAction, id: number) =>
  postWithMessage(`/businessUser/${action}`, { id });

export const listOperators = (query: OperatorListRequest) =>
  post<Page<OperatorItem>>('/operator/list', { ...query });
export const saveOperator = (fields: OperatorSaveRequest) =>
  postWithMessage<SavedId>('/operator/save', fields);
export const editOperator = (fields: OperatorEditRequest) => postWithMessage('/operator/edit', fields);
export const operatorAction = (action: 'disable' | 'enable', id: number) =>
  postWithMessage(`/operator/${action}`, { id });

export const listSettlements = (query: SettlementListRequest) =>
  post<Page<SettlementReviewItem>>('/settlement/list', { ...query });
export const reviewSettlement = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  postWithMessage('/settlement/review', { id, decision, reason });
