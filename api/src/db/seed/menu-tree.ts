/**
 * The back-office menu as seeded: groups, their pages and the button labels of each page, per scope.
 * From spec 001 §2 (side-menu sample and page inventory). Hidden pages are reachable (details, dialogs
 * opened from other pages) but not listed in the side menu; a page with `pending` has no address yet and the
 * web app answers a click on it with the spec's '无页面地址' alert.
 */
export interface MenuSeed {
  en: string;
  zh: string;
  path?: string;
  icon?: string;
  hidden?: boolean;
  pending?: boolean;
  buttons?: string[];
  children?: MenuSeed[];
}

/** Button labels of the management pages (spec 001 §6 names the samples); shared by both scopes. */
export const STAFF_BUTTONS = [
  'staff search',
  'add staff',
  'modify',
  'disable',
  'enable',
  'unfreeze',
  'delete staff',
];
/** The platform's own staff page (operators). */
const OPERATOR_BUTTONS = ['add operator', 'modify operator', 'disable', 'enable'];

export const ROLE_BUTTONS = [
  'role search',
  'add role',
  'edit',
  'delete role',
  'copy role',
  'save permissions',
];
export const ASSIGN_BUTTONS = ['save permissions'];
export const REVIEW_BUTTONS = ['review'];
export const PUBLISH_BUTTONS = ['publish'];
/** The seller's after-sale decisions (agree, refuse, confirm or reject a returned parcel). */
export const AFTER_SALE_BUTTONS = ['handle after-sale'];

/** Chinese names of the button labels, for the permission tree; the label itself is the check's key. */
export const BUTTON_ZH: Record<string, string> = {
  'staff search': '员工搜索',
  'add staff': '添加员工',
  'add operator': '添加运营人员',
  'modify operator': '修改运营人员',
  modify: '修改',
  disable: '停用',
  enable: '启用',
  unfreeze: '解冻',
  'delete staff': '删除员工',
  'role search': '角色搜索',
  'add role': '添加角色',
  edit: '编辑',
  'delete role': '删除角色',
  'copy role': '复制角色',
  'save permissions': '保存权限',
  review: '审核',
  publish: '发布',
  'handle after-sale': '处理售后',
  add: '添加',
  delete: '删除',
  grant: '发放',
};

export type MenuScope = 'business' | 'platform';

/**
 * Stable keys of the permission rows: a check names a page path and a button label, never a row id, so ids
 * may differ between installations. Pending pages (no address yet) are keyed by their name.
 */
export const permissionKey = {
  group: (scope: MenuScope, name: string) => `${scope}:group:${name}`,
  page: (scope: MenuScope, path: string) => `${scope}:page:${path}`,
  pendingPage: (scope: MenuScope, name: string) => `${scope}:page:#${name}`,
  button: (scope: MenuScope, path: string, label: string) => `${scope}:btn:${path}#${label}`,
};

export const businessMenu: MenuSeed[] = [
  {
    en: 'My Profile',
    zh: '个人中心',
    icon: 'user',
    children: [
      { en: 'Business Info', zh: '商家信息', path: '/myCenter/businessInfo' },
      { en: 'Change Password', zh: '修改密码', path: '/myCenter/changePassword' },
      { en: 'Bind Mobile', zh: '绑定手机', path: '/myCenter/bindMobile' },
      // The spec's 'Third-party Warehouse' (设置第三方仓库) page holds the business's API keys (issue 18).
      { en: 'API Keys', zh: 'API 密钥', path: '/myCenter/api' },
      // A business's own warehouses (issue 17), used by the stock pages.
      { en: 'Third-party Warehouses', zh: '第三方仓库', path: '/myCenter/warehouses' },
      { en: 'Rule Display', zh: '规则展示', path: '/About' },
    ],
  },
  {
    en: 'Business Management',
    zh: '商家管理',
    icon: 'shop',
    children: [
      {
        en: 'Product Management',
        zh: '商品管理',
        path: '/businessCenter/product',
        buttons: ['add', 'edit', 'delete'],
      },
      { en: 'Add Product', zh: '添加商品', path: '/businessCenter/AddProduct', hidden: true },
      {
        en: 'More Products',
        zh: '更多商品',
        path: '/businessCenter/seeMoreProduct',
        hidden: true,
        buttons: ['edit'],
      },
      { en: 'Product Downloads', zh: '商品下载', path: '/businessCenter/productDownload' },
      { en: 'Product Publishing', zh: '商品发布', path: '/businessCenter/productPublish' },
      { en: 'Ordinary Orders', zh: '普通订单', path: '/order/ordinaryOrder' },
      { en: 'Order Details', zh: '订单详情', path: '/order/ordinaryDetail', hidden: true },
      { en: 'After-sales', zh: '售后订单', path: '/order/afterSale' },
      { en: 'After-sale Details', zh: '售后详情', path: '/order/afterSaleDetail', hidden: true },
      { en: 'Order List', zh: '订单列表', path: '/myCenter/orderList' },
      { en: 'Return Address', zh: '退货地址', path: '/order/address' },
      // Samples (one unit before a bulk order) and the seller's brands (issue 17): docs/decisions.md.
      { en: 'Try-on List', zh: '试穿列表', path: '/businessCenter/tryOnList' },
      { en: 'Brand List', zh: '品牌列表', path: '/businessCenter/brandList' },
      { en: 'My Cart', zh: '购物车', path: '/myCenter/cartList' },
      { en: 'My Favourites', zh: '我的收藏', path: '/myCenter/collectList' },
      { en: 'My Coupons', zh: '我的优惠券', path: '/coupon/index' },
      { en: 'Coupon Centre', zh: '领券中心', path: '/coupon/index2' },
    ],
  },
  {
    en: 'CRM',
    zh: '客户订单',
    icon: 'solution',
    children: [
      { en: 'Dashboard', zh: '订单看板', path: '/CRM/dashboard' },
      { en: 'My Orders', zh: '我的订单', path: '/CRM/myOrder' },
      { en: 'Pending Orders', zh: '待处理订单', path: '/CRM/pendingOrder' },
      { en: 'Order Payment', zh: '订单支付', path: '/CRM/orderPay' },
      { en: 'Order Fulfilment', zh: '订单履约', path: '/CRM/orderFulfillment' },
      { en: 'Cancelled Orders', zh: '已取消订单', path: '/CRM/canceledOrder' },
      {
        en: 'After-sale Handling',
        zh: '售后处理',
        path: '/CRM/afterSale',
        buttons: AFTER_SALE_BUTTONS,
      },
      { en: 'Stores', zh: '店铺', path: '/CRM/store' },
    ],
  },
  {
    en: 'Withdrawal Management',
    zh: '提现管理',
    icon: 'wallet',
    children: [
      { en: 'Apply For Withdrawal', zh: '申请提现', path: '/cashCenter/applyCash' },
      { en: 'Withdrawal Records', zh: '提现记录', path: '/cashCenter/cashRecord' },
      { en: 'Payment Details', zh: '收支明细', path: '/cashCenter/paymentDetails' },
      { en: 'Payment Settlement', zh: '付款结算', path: '/cashCenter/paymentSettlement' },
      { en: 'Recharge', zh: '充值', path: '/cashCenter/recharge' },
    ],
  },
  {
    en: 'System Management',
    zh: '系统管理',
    icon: 'setting',
    children: [
      { en: 'Staff Management', zh: '员工管理', path: '/System/staffManagement', buttons: STAFF_BUTTONS },
      { en: 'Roles', zh: '角色管理', path: '/System/rolesList', buttons: ROLE_BUTTONS },
      { en: 'Assign Permissions', zh: '分配权限', path: '/System/assign', buttons: ASSIGN_BUTTONS },
      { en: 'Basic Settings', zh: '基础设置', path: '/System/password' },
      { en: 'Export Records', zh: '导出记录', path: '/System/exportRecord' },
    ],
  },
  {
    en: 'Stock Management',
    zh: '库存管理',
    icon: 'inbox',
    children: [
      { en: 'Inventory', zh: '库存查询', path: '/stock/inventory' },
      { en: 'Merchant Stock-in', zh: '商家入库', path: '/stock/merchantStockIn' },
      { en: 'Sales-return Stock-in', zh: '销退入库', path: '/stock/returnStockIn' },
      { en: 'Sales Stock-out', zh: '销售出库', path: '/stock/salesStockOut' },
      { en: 'Warehouse Pick-out', zh: '仓库拣货出库', path: '/stock/warehousePickOut' },
      { en: 'Warehouse Difference Query', zh: '仓库差异查询', path: '/stock/warehouseDifference' },
      { en: 'Third-party Stock-out', zh: '第三方仓库出库', path: '/stock/thirdPartyStockOut' },
      { en: 'Third-party Stock-in', zh: '第三方仓库入库', path: '/stock/thirdPartyStockIn' },
    ],
  },
  { en: 'Messages', zh: '消息', icon: 'bell', path: '/message/index' },
  { en: 'System Messages', zh: '系统消息', path: '/message/message2', hidden: true },
];

export const platformMenu: MenuSeed[] = [
  {
    en: 'Platform Management',
    zh: '平台管理',
    icon: 'cluster',
    children: [
      { en: 'Business Users', zh: '商家用户', path: '/System/staffList', buttons: STAFF_BUTTONS },
      { en: 'Platform Staff', zh: '平台员工', path: '/System/operatorList', buttons: OPERATOR_BUTTONS },
      { en: 'Platform Roles', zh: '平台角色', path: '/System/rolesList', buttons: ROLE_BUTTONS },
      { en: 'Assign Permissions', zh: '分配权限', path: '/System/assign', buttons: ASSIGN_BUTTONS },
      {
        en: 'Seller Lists',
        zh: '商品资料列表',
        path: '/System/sellerLists',
        buttons: ['edit', 'delete'],
      },
      {
        en: 'Coupon Templates',
        zh: '优惠券模板',
        path: '/System/couponTemplates',
        buttons: ['edit', 'grant'],
      },
    ],
  },
  {
    en: 'Review',
    zh: '审核管理',
    icon: 'audit',
    children: [
      {
        en: 'Settlement Review',
        zh: '入驻审核',
        path: '/System/settlementReview',
        buttons: REVIEW_BUTTONS,
      },
      { en: 'Product Review', zh: '商品审核', path: '/System/productReview', buttons: REVIEW_BUTTONS },
      {
        en: 'Withdrawal Review',
        zh: '提现审核',
        path: '/System/withdrawalReview',
        buttons: REVIEW_BUTTONS,
      },
      { en: 'Payment Settlement', zh: '付款结算', path: '/System/paymentSettlement' },
    ],
  },
  {
    en: 'Notices',
    zh: '公告与协议',
    icon: 'notification',
    children: [
      {
        en: 'Announcements',
        zh: '公告',
        path: '/System/announcement',
        buttons: PUBLISH_BUTTONS,
      },
      { en: 'Agreements', zh: '协议管理', path: '/System/agreement', buttons: PUBLISH_BUTTONS },
    ],
  },
  { en: 'Messages', zh: '消息', icon: 'bell', path: '/message/index' },
];

/** The key of a menu node's own row (its buttons have theirs: permissionKey.button). */
export function nodeKey(scope: MenuScope, node: MenuSeed): string {
  if (node.children) return permissionKey.group(scope, node.en);
  return node.path ? permissionKey.page(scope, node.path) : permissionKey.pendingPage(scope, node.en);
}

function collectKeys(scope: MenuScope, nodes: readonly MenuSeed[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    into.add(nodeKey(scope, node));
    for (const label of node.buttons ?? []) into.add(permissionKey.button(scope, node.path ?? '', label));
    collectKeys(scope, node.children ?? [], into);
  }
  return into;
}

const SCOPE_KEYS: Record<MenuScope, ReadonlySet<string>> = {
  business: collectKeys('business', businessMenu, new Set()),
  platform: collectKeys('platform', platformMenu, new Set()),
};

/**
 * Every permission key of a scope. The seed writes exactly these rows on every start and deletes the others
 * (seed/menu.ts), so what a scope's owner holds is known without asking the database.
 */
export function scopeKeys(scope: MenuScope): ReadonlySet<string> {
  return SCOPE_KEYS[scope];
}
