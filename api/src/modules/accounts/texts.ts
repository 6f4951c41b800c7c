import type { LocalText } from '@dropmall/contract';

/** What the accounts module says to people, in both languages. */
export const text = {
  codeSent: { en: 'get Success!', zh: '获取成功！' },
  codeCooldown: {
    en: 'A code was sent just now; you can ask for another in {seconds} seconds',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再获取',
  },
  codeMissing: {
    en: 'The verification code is wrong or has expired; please get a new one',
    zh: '验证码错误或已过期，请重新获取',
  },
  codeWrong: {
    en: 'The verification code is wrong; {left} tries left',
    zh: '验证码错误，还可尝试 {left} 次',
  },
  codeBurned: {
    en: 'Too many wrong codes; please get a new one',
    zh: '验证码错误次数过多，请重新获取',
  },
  emailTaken: { en: 'This e-mail is already registered', zh: '该邮箱已注册' },
  mobileTaken: { en: 'This mobile number is already registered', zh: '该手机号码已注册' },
  loginWrong: { en: 'Wrong username or password', zh: '用户名或密码错误' },
  loginWrongLeft: {
    en: 'Wrong username or password; {left} tries left before the account is frozen',
    zh: '用户名或密码错误，再错 {left} 次账号将被冻结',
  },
  accountDisabled: {
    en: 'This account has been disabled; please contact the administrator',
    zh: '该账号已被停用，请联系管理员',
  },
  accountFrozen: {
    en: 'This account is frozen after too many wrong passwords; please contact the administrator',
    zh: '密码错误次数过多，账号已冻结，请联系管理员',
  },
  oldPasswordWrong: { en: 'The current password is wrong', zh: '当前密码错误' },
  samePassword: { en: 'The new password must differ from the current one', zh: '新密码不能与当前密码相同' },
  registered: { en: 'Registered successfully, please log in', zh: '注册成功，请登录' },
  passwordReset: { en: 'Password reset, please log in', zh: '密码已重置，请登录' },
  passwordChanged: { en: 'Password changed, please log in again', zh: '密码已修改，请重新登录' },
  loggedOut: { en: 'Logged out', zh: '已退出登录' },
  saved: { en: 'Saved', zh: '保存成功' },
  mobileBound: { en: 'Mobile number changed', zh: '手机号码已更换' },
  settlementSubmitted: { en: 'Submitted for review', zh: '已提交审核' },
  settlementNotNeeded: { en: 'This business is already certified', zh: '该商家已通过认证' },
  settlementPending: { en: 'Your application is already under review', zh: '您的申请正在审核中' },
  businessOnly: { en: 'Only business accounts can do this', zh: '仅商家账号可执行此操作' },
  settlementApprovedTitle: { en: 'Your business is certified', zh: '您的商家认证已通过' },
  settlementApprovedContent: {
    en: 'Your settlement application was approved. You can now use the whole back office.',
    zh: '您的入驻申请已通过审核，现在可以使用全部后台功能。',
  },
  settlementRejectedTitle: { en: 'Your settlement application was rejected', zh: '您的入驻申请未通过' },
  settlementRejectedContent: {
    en: 'Reason: {reason}. Please correct the details and submit again.',
    zh: '原因：{reason}。请修改资料后重新提交。',
  },
  emailSubject: { en: 'Your Dropmall verification code', zh: 'Dropmall 验证码' },
  emailBody: {
    en: 'Your Dropmall verification code is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    zh: '您的 Dropmall 验证码是 {code}，10 分钟内有效。如非本人操作，请忽略本消息。',
  },
  takenNoticeSubject: { en: 'You already have a Dropmall account', zh: '您已拥有 Dropmall 账号' },
  emailTakenNotice: {
    en: 'Someone asked to register a Dropmall account with this e-mail address, which already has one. Log in with it, or reset your password from the login page if you forgot it. If you did not ask, ignore this message.',
    zh: '有人申请用此邮箱注册 Dropmall 账号，但该邮箱已有账号。请直接登录；如忘记密码，可在登录页重置。如非本人操作，请忽略本消息。',
  },
  mobileTakenNotice: {
    en: '[Dropmall] This number already belongs to a Dropmall account, so no code was sent. If you did not ask, ignore this message.',
    zh: '【Dropmall】此手机号码已属于一个 Dropmall 账号，因此未发送验证码。如非本人操作，请忽略本消息。',
  },
  smsBody: {
    en: '[Dropmall] Your verification code is {code}, valid for 10 minutes.',
    zh: '【Dropmall】您的验证码是 {code}，10 分钟内有效。',
  },
} as const satisfies Record<string, LocalText>;

/** The 6-digit payment password (its dialog's title is the spec's 'The 6-digit password has been disabled'). */
export const payPasswordText = {
  disabled: {
    en: 'The 6-digit password has been disabled after 5 wrong tries; try again in {minutes} minutes or reset it with a code',
    zh: '6位密码已被禁用（连续输错 5 次），请 {minutes} 分钟后再试，或用验证码重置',
  },
  required: {
    en: 'Enter your 6-digit payment password to pay by balance',
    zh: '使用余额支付请输入 6 位支付密码',
  },
  wrong: {
    en: 'The payment password is wrong; {left} tries left',
    zh: '支付密码错误，还可尝试 {left} 次',
  },
  notSet: { en: 'No payment password is set yet', zh: '尚未设置支付密码' },
  alreadySet: {
    en: 'A payment password is already set; change it with the current one or reset it with a code',
    zh: '支付密码已设置，请用原密码修改或用验证码重置',
  },
  ownerOnly: {
    en: 'Only the owner of the business can set the payment password',
    zh: '仅商家主账号可设置支付密码',
  },
  businessOnly: { en: 'Only business accounts have a payment password', zh: '仅商家账号有支付密码' },
  saved: { en: 'Payment password saved', zh: '支付密码已保存' },
} as const satisfies Record<string, LocalText>;
