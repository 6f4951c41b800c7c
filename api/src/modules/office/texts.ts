import type { LocalText } from '@dropmall/contract';

/** What the office module says to people, in both languages. */
export const text = {
  saved: { en: 'Saved', zh: '保存成功' },
  deleted: { en: 'Deleted', zh: '删除成功' },
  roleNameTaken: { en: 'A role named "{name}" already exists', zh: '角色“{name}”已存在' },
  roleInUse: {
    en: 'This role is held by {count} account(s); give them another role before deleting it',
    zh: '该角色正被 {count} 个账号使用，请先为他们更换角色再删除',
  },
  copySuffix: { en: ' (copy)', zh: '（副本）' },
  grantNotHeld: {
    en: 'You cannot grant permissions you do not hold',
    zh: '不能授予您自己没有的权限',
  },
  permissionUnknown: { en: 'Unknown permission: {id}', zh: '权限不存在：{id}' },
  roleRequired: { en: 'Please choose a role', zh: '请选择角色' },
  businessNameRequired: { en: 'Please enter the business name', zh: '请输入商家名称' },
  emailTaken: { en: 'This e-mail is already used by another account', zh: '该邮箱已被其他账号使用' },
  mobileTaken: {
    en: 'This mobile number is already used by another account',
    zh: '该手机号码已被其他账号使用',
  },
  notYourself: {
    en: 'You cannot disable or delete your own account',
    zh: '不能停用或删除自己的账号',
  },
  notYourselfHere: {
    en: 'You cannot change your own account here; your password is on the account settings page',
    zh: '不能在此修改自己的账号；修改密码请前往账户设置',
  },
  lastSuper: {
    en: 'This is the last active super operator; the platform would have none',
    zh: '这是最后一位在职的超级运营人员，平台将没有超级运营人员',
  },
  superBySuper: {
    en: 'A super operator can only be changed by another super operator',
    zh: '超级运营人员只能由其他超级运营人员修改',
  },
  lastOwner: {
    en: 'This is the last owner of the business; make someone else an owner first',
    zh: '这是该商家的最后一位负责人，请先指定其他负责人',
  },
  ownerByPlatform: {
    en: "The owner's account is managed by the platform",
    zh: '负责人账号由平台管理',
  },
  notDisabled: { en: 'This account is not disabled', zh: '该账号未被停用' },
  notFrozen: { en: 'This account is not frozen', zh: '该账号未被冻结' },
  frozenUseUnfreeze: { en: 'This account is frozen; unfreeze it instead', zh: '该账号已冻结，请使用解冻' },
  alreadyDisabled: { en: 'This account is already disabled', zh: '该账号已停用' },
  approved: { en: 'Approved', zh: '已通过' },
  rejected: { en: 'Rejected', zh: '已驳回' },
} as const satisfies Record<string, LocalText>;
