/** Server messages of the stock module, in both languages. */
export const stockText = {
  warehouseNotFound: { en: 'That warehouse does not exist', zh: '该仓库不存在' },
  locationNotFound: {
    en: 'That location is not one of your locations in this warehouse',
    zh: '该库位不是您在此仓库的库位',
  },
  locationTaken: { en: 'You already have a location with this code here', zh: '此仓库已有相同编码的库位' },
  documentNotFound: { en: 'That stock document does not exist', zh: '该库存单据不存在' },
  documentConfirmed: {
    en: 'This document is confirmed already and can no longer change',
    zh: '该单据已确认，不能再修改',
  },
  documentEmpty: { en: 'Add at least one line before confirming', zh: '确认前请至少添加一行' },
  codeUnknown: {
    en: 'No product of yours has the barcode or SKU "{code}"',
    zh: '您的商品中没有条码或 SKU 为“{code}”的商品',
  },
  skuAmbiguous: {
    en: 'Several of your variants have the SKU "{code}": scan the barcode instead',
    zh: '您有多个规格的 SKU 为“{code}”，请改扫条码',
  },
  lineNotFound: { en: 'That line is not on this document', zh: '该行不在此单据上' },
  lineTooLarge: { en: 'A line may hold at most 1,000,000', zh: '单行数量最多为 1,000,000' },
  ownWarehouseOnly: {
    en: 'Third-party stock-in and stock-out are for your own warehouses (My Profile -> Third-party Warehouses), not the platform’s',
    zh: '第三方入库和出库只能使用您自己的仓库（个人中心 -> 第三方仓库），不能使用平台仓库',
  },
  beyondAvailable: {
    en: '{code} at {location}: {asked} to take out, but only {available} available there (on hand {onHand}, reserved for orders {reserved}). Nothing was booked',
    zh: '{code}（库位 {location}）：要出库 {asked}，但只有 {available} 可用（在库 {onHand}，订单占用 {reserved}）。未做任何出库',
  },
  warehouseArchived: {
    en: 'This warehouse has been deleted: its documents can no longer be confirmed',
    zh: '该仓库已删除，其单据不能再确认',
  },
  warehouseHoldsStock: {
    en: 'This warehouse still holds {pieces} pieces: take them out (third-party stock-out) or count them to 0 before deleting it',
    zh: '该仓库仍有 {pieces} 件库存：请先出库（第三方仓库出库）或盘点为 0，再删除',
  },
  noLocation: { en: 'no location', zh: '无库位' },
};
export { countText, ledgerFileText } from './count-texts';
