/** Messages of the stock pages and calls (issue 17), in both languages; the schemas of `stock.ts` use the keys. */
export const stockMessages = {
  stockQuantity: {
    en: 'the quantity must be a whole number from 1 to 1,000,000',
    zh: '数量必须是 1 到 1,000,000 之间的整数',
  },
  stockCountedQuantity: {
    en: 'the counted quantity must be a whole number from 0 to 1,000,000',
    zh: '盘点数量必须是 0 到 1,000,000 之间的整数',
  },
  stockCode: {
    en: 'scan or type a barcode or SKU (up to 64 characters)',
    zh: '请扫描或输入条码或 SKU（最多 64 个字符）',
  },
  stockLocationCode: {
    en: 'the location code is 1 to 32 letters, digits, - or _',
    zh: '库位编码为 1 到 32 位字母、数字、- 或 _',
  },
  stockReturnNothing: {
    en: 'enter how many of each item arrived',
    zh: '请填写每件商品实际收到的数量',
  },
  stockWarehouseName: { en: 'the warehouse name is 1 to 60 characters', zh: '仓库名称为 1 到 60 个字符' },
  stockWarehouseCountry: { en: 'please enter the country', zh: '请填写国家' },
  stockWarehouseAddress: {
    en: 'the address is 1 to 300 characters',
    zh: '地址为 1 到 300 个字符',
  },
  stockWarehousePhone: {
    en: 'the phone has at most 30 digits, spaces, +, - or brackets',
    zh: '电话最多 30 位，只能包含数字、空格、+、- 或括号',
  },
  stockLabelCopies: {
    en: 'the number of labels must be a whole number from 1 to 1,000',
    zh: '标签数量必须是 1 到 1,000 之间的整数',
  },
  stockOutboundFilter: {
    en: 'the outbound filter is synced, manual or none',
    zh: '出库筛选只能是 同步出库、手工出库 或 无出库',
  },
  stockLabelNothing: { en: 'choose at least one variant to label', zh: '请至少选择一个规格打印标签' },
} as const;
