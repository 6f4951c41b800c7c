/** Server messages of stock counts and the pick list, in both languages. */
export const countText = {
  countNotFound: { en: 'That stock count does not exist', zh: '该盘点单不存在' },
  countConfirmed: {
    en: 'This count is confirmed already and can no longer change',
    zh: '该盘点单已确认，不能再修改',
  },
  countEmpty: { en: 'Count at least one line before confirming', zh: '确认前请至少盘点一行' },
  countOtherLocation: {
    en: 'This count is for location {location} only',
    zh: '该盘点单只盘点库位 {location}',
  },
  countBelowReserved: {
    en: '{code} at {location}: counted {counted}, but orders reserve {reserved} there. Ship or cancel those orders first, or recount',
    zh: '{code}（库位 {location}）：盘点数量 {counted}，但订单已占用 {reserved}。请先发货或取消这些订单，或重新盘点',
  },
};

/** The ledger's xlsx file: its sheet, headers and the kinds of rows, in both languages. */
export const ledgerFileText = {
  sheet: { en: 'Stock ledger', zh: '库存流水' },
  time: { en: 'Time', zh: '时间' },
  kind: { en: 'Kind', zh: '类型' },
  reference: { en: 'Reference', zh: '关联单据' },
  barcode: { en: 'Barcode', zh: '条码' },
  sku: { en: 'SKU', zh: 'SKU' },
  product: { en: 'Product', zh: '商品' },
  warehouse: { en: 'Warehouse', zh: '仓库' },
  location: { en: 'Location', zh: '库位' },
  quantity: { en: 'Quantity', zh: '数量' },
  onHandAfter: { en: 'On hand after', zh: '变动后在库' },
  reservedAfter: { en: 'Reserved after', zh: '变动后占用' },
  kinds: {
    opening: { en: 'Opening stock', zh: '期初库存' },
    merchant_in: { en: 'Merchant stock-in', zh: '商家入库' },
    return_in: { en: 'Sales-return stock-in', zh: '销售退货入库' },
    sales_out: { en: 'Sales stock-out', zh: '销售出库' },
    pick_out: { en: 'Warehouse pick-out', zh: '仓库拣货出库' },
    count_adjust: { en: 'Count adjustment', zh: '盘点调整' },
    third_party_in: { en: 'Third-party stock-in', zh: '第三方入库' },
    third_party_out: { en: 'Third-party stock-out', zh: '第三方出库' },
    reservation: { en: 'Reservation', zh: '订单占用' },
    release: { en: 'Release', zh: '释放占用' },
  },
  refs: {
    order: { en: 'Order', zh: '订单' },
    after_sale: { en: 'After-sale', zh: '售后' },
    document: { en: 'Document', zh: '单据' },
    product: { en: 'Product', zh: '商品' },
    opening: { en: 'Opening', zh: '期初' },
  },
};
