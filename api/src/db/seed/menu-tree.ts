/**
 * The back-office menu as seeded: groups, their pages and the button labels of each page, per scope.
 * From spec 001 §2 (side-menu sample and page inventory); only pages the web app has are listed.
 */
export interface MenuSeed {
  en: string;
  zh: string;
  path?: string;
  icon?: string;
  hidden?: boolean;
  buttons?: string[];
  children?: MenuSeed[];
}

export const businessMenu: MenuSeed[] = [
  {
    en: 'My Profile',
    zh: '个人中心',
    icon: 'user',
    children: [
      { en: 'Business Info', zh: '商家信息', path: '/myCenter/businessInfo' },
      { en: 'Change Password', zh: '修改密码', path: '/myCenter/changePassword' },
      { en: 'Bind Mobile', zh: '绑定手机', path: '/myCenter/bindMobile' },
      { en: 'Third-party Warehouse', zh: '设置第三方仓库', path: '/myCenter/api' },
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
      { en: 'Product Downloads', zh: '商品下载', path: '/businessCenter/productDownload' },
      { en: 'Product Publishing', zh: '商品发布', path: '/businessCenter/productPublish' },
      { en: 'Ordinary Orders', zh: '普通订单', path: '/order/ordinaryOrder' },
      { en: 'Return Address', zh: '退货地址', path: '/order/address' },
      { en: 'My Cart', zh: '购物车', path: '/myCenter/cartList' },
      { en: 'My Favourites', zh: '我的收藏', path: '/myCenter/collectList' },
      { en: 'Coupons', zh: '优惠券', path: '/coupon/index' },
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
    ],
  },
  {
    en: 'System Management',
    zh: '系统管理',
    icon: 'setting',
    children: [
      {
        en: 'Staff Management',
        zh: '员工管理',
        path: '/System/staffManagement',
        buttons: ['staff search', 'add staff', 'modify', 'disable', 'enable'],
      },
      {
        en: 'Roles',
        zh: '角色管理',
        path: '/System/rolesList',
        buttons: ['role search', 'add role', 'edit', 'delete role', 'save permissions'],
      },
      { en: 'Export Records', zh: '导出记录', path: '/System/exportRecord' },
    ],
  },
  { en: 'Messages', zh: '消息', icon: 'bell', path: '/message/index' },
];

export const platformMenu: MenuSeed[] = [
  {
    en: 'Platform Management',
    zh: '平台管理',
    icon: 'cluster',
    children: [
      {
        en: 'Business Users',
        zh: '商家用户',
        path: '/System/staffList',
        buttons: ['staff search', 'add staff', 'modify', 'disable', 'enable'],
      },
      {
        en: 'Platform Roles',
        zh: '平台角色',
        path: '/System/rolesList',
        buttons: ['role search', 'add role', 'edit', 'delete role', 'save permissions'],
      },
      { en: 'Role Permissions', zh: '分配权限', path: '/System/assign', buttons: ['save permissions'] },
    ],
  },
  { en: 'Messages', zh: '消息', icon: 'bell', path: '/message/index' },
];
