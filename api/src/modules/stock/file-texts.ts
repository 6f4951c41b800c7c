/** Words of the stock files (lists as xlsx, the stock-in template and its import, labels), in both languages. */
export const fileWords = {
  sheets: {
    /** Each kind of stock document's list and its lines (the same columns, its own sheet names). */
    documents: {
      merchant_in: { en: 'Stock-in documents', zh: '商家入库单' },
      third_party_in: { en: 'Third-party stock-in', zh: '第三方入库单' },
      third_party_out: { en: 'Third-party stock-out', zh: '第三方出库单' },
    },
    documentLines: {
      merchant_in: { en: 'Stock-in lines', zh: '入库明细' },
      third_party_in: { en: 'Third-party stock-in lines', zh: '第三方入库明细' },
      third_party_out: { en: 'Third-party stock-out lines', zh: '第三方出库明细' },
    },
    counts: { en: 'Stock counts', zh: '盘点单' },
    countLines: { en: 'Count lines', zh: '盘点明细' },
    pick: { en: 'Pick list', zh: '拣货单' },
    returns: { en: 'Sales-return stock-in', zh: '销售退货入库' },
    template: { en: 'Stock-in', zh: '入库' },
  },
  columns: {
    docNo: { en: 'Number', zh: '单号' },
    warehouse: { en: 'Warehouse', zh: '仓库' },
    location: { en: 'Location', zh: '库位' },
    status: { en: 'Status', zh: '状态' },
    lines: { en: 'Lines', zh: '行数' },
    quantity: { en: 'Quantity', zh: '数量' },
    remark: { en: 'Remark', zh: '备注' },
    createdAt: { en: 'Created', zh: '创建时间' },
    confirmedAt: { en: 'Confirmed', zh: '确认时间' },
    barcode: { en: 'Barcode', zh: '条码' },
    sku: { en: 'SKU', zh: 'SKU' },
    product: { en: 'Product', zh: '商品' },
    countedLines: { en: 'Lines counted', zh: '已盘行数' },
    differenceLines: { en: 'Lines with a difference', zh: '差异行数' },
    netDifference: { en: 'Net difference', zh: '净差异' },
    book: { en: 'Book', zh: '账面' },
    counted: { en: 'Counted', zh: '实盘' },
    difference: { en: 'Difference', zh: '差异' },
    orders: { en: 'Orders', zh: '订单' },
    afterSaleNo: { en: 'After-sale number', zh: '售后单号' },
    orderNo: { en: 'Order number', zh: '订单编号' },
    buyer: { en: 'Buyer', zh: '买家' },
    carrier: { en: 'Carrier', zh: '物流公司' },
    trackingNo: { en: 'Tracking number', zh: '物流单号' },
    sentBackAt: { en: 'Sent back', zh: '寄回时间' },
    receivedAt: { en: 'Received', zh: '入库时间' },
    specification: { en: 'Specification', zh: '规格' },
    expected: { en: 'Returning', zh: '退回数量' },
    received: { en: 'Received quantity', zh: '实收数量' },
  },
  states: {
    draft: { en: 'Draft', zh: '草稿' },
    confirmed: { en: 'Confirmed', zh: '已确认' },
  },
  wholeWarehouse: { en: 'whole warehouse', zh: '整仓' },
  noLocation: { en: 'no location', zh: '无库位' },
  /** The template's three columns, its example row and the note under it. */
  template: {
    code: { en: 'Barcode or SKU', zh: '条码或 SKU' },
    quantity: { en: 'Quantity', zh: '数量' },
    location: { en: 'Location code (optional)', zh: '库位编码（可选）' },
    note: {
      en: 'Row 2 is an example and is skipped while unchanged: overwrite it or add your rows below. One row per product and location; rows of the same product and location are added up.',
      zh: '第 2 行是示例，未修改时导入会跳过：可直接覆盖或在下方填写。每行一个商品和库位；同一商品和库位的多行数量会相加。',
    },
  },
  importedRemark: { en: 'Imported from {name}', zh: '从 {name} 导入' },
};

/** Why an import is refused: the file as a whole, or each bad row with its number (Excel's row number). */
export const importText = {
  tooLarge: {
    en: 'The file is larger than 1 MB: split it into smaller files',
    zh: '文件超过 1 MB，请拆分成较小的文件',
  },
  notXlsx: {
    en: 'This is not an Excel workbook (.xlsx): download the template and fill it in',
    zh: '这不是 Excel 工作簿（.xlsx），请下载模板填写',
  },
  unpacksTooBig: {
    en: 'The workbook holds too much data for a stock-in: keep only the template’s sheet',
    zh: '工作簿数据过多，请只保留模板中的工作表',
  },
  tooManyRows: {
    en: 'The file has more than {max} rows: split it into several documents',
    zh: '文件超过 {max} 行，请拆分成多个入库单',
  },
  noRows: {
    en: 'The file has no rows below the header: fill in the template first',
    zh: '文件表头下没有数据，请先填写模板',
  },
  badRows: {
    en: '{count} rows cannot be imported; nothing was imported:',
    zh: '有 {count} 行无法导入，未导入任何数据：',
  },
  moreRows: { en: '…and {count} more', zh: '……还有 {count} 行' },
  row: { en: 'Row {row}: {reason}', zh: '第 {row} 行：{reason}' },
  noCode: { en: 'the barcode or SKU is empty', zh: '条码或 SKU 为空' },
  codeTooLong: { en: 'the barcode or SKU is longer than 64 characters', zh: '条码或 SKU 超过 64 个字符' },
  unknownCode: {
    en: 'no product of yours has the barcode or SKU "{code}"',
    zh: '您的商品中没有条码或 SKU 为“{code}”的商品',
  },
  ambiguousSku: {
    en: 'several of your variants have the SKU "{code}": use the barcode',
    zh: '您有多个规格的 SKU 为“{code}”，请使用条码',
  },
  badQuantity: {
    en: 'the quantity "{value}" is not a whole number from 1 to 1,000,000',
    zh: '数量“{value}”不是 1 到 1,000,000 之间的整数',
  },
  unknownLocation: {
    en: 'the location "{code}" is not one of your locations in {warehouse}',
    zh: '库位“{code}”不是您在{warehouse}的库位',
  },
  lineTooLarge: {
    en: 'with the rows above of the same product and location the quantity passes 1,000,000',
    zh: '与上方同一商品和库位的行合计超过 1,000,000',
  },
};

/** Words printed on labels, and why a label file is refused. */
export const labelText = {
  tooMany: {
    en: 'At most {max} labels per file ({count} asked): print one label per line, or in parts',
    zh: '每个文件最多 {max} 张标签（当前 {count} 张），请改为每行一张或分批打印',
  },
  nothing: { en: 'This document has no lines to label', zh: '该单据没有可打印标签的行' },
  variantNotFound: { en: 'That variant is not one of your products', zh: '该规格不是您的商品' },
  productNotFound: { en: 'That product is not one of yours', zh: '该商品不是您的商品' },
  unprintable: { en: '(not printable as Code 128)', zh: '（无法打印为 Code 128）' },
};
