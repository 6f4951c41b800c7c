/**
 * Messages of seller products and uploads (spec 000 §5, §8; spec 001 §5, §8), in both languages. Schemas
 * of `seller-products.ts` use the keys, so the AddProduct page and POST /product/save say the same.
 */
export const productMessages = {
  categoryLevels: { en: 'product categories only support three levels', zh: '商品分类仅支持三级' },
  priceFormat: {
    en: '{field}: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
    zh: '{field}：须为不小于 0 的金额，最多 10 位整数和 4 位小数，不能以 0 开头',
  },
  priceAboveUnderlined: {
    en: 'the sales price cannot exceed the strike-through price',
    zh: '销售价不能高于划线价',
  },
  purchaseAboveSales: {
    en: 'the sales price must be above the purchase price',
    zh: '销售价必须高于采购价',
  },
  purchaseLimitFormat: {
    en: 'the purchase limit is an integer of up to 10 digits',
    zh: '限购数量为最多 10 位的整数',
  },
  stockFormat: { en: 'stock must be an integer', zh: '库存必须为整数' },
  articleNumberFormat: {
    en: 'the article number may contain letters, digits and - . _ / only',
    zh: '货号只能包含字母、数字和 - . _ /',
  },
  specHeaderMissing: {
    en: 'every attribute column needs a header',
    zh: '每个规格列都需要填写规格名',
  },
  specValueLine: {
    en: 'specification values must be one line, without tabs or line breaks',
    zh: '规格值必须为单行文本，不能包含制表符或换行',
  },
  specValueMissing: {
    en: 'every variant needs a value for each attribute',
    zh: '每个规格行都需要填写每一列的规格值',
  },
  specColumnUnknown: {
    en: 'attribute columns are cols3 to cols20',
    zh: '规格列只能是 cols3 到 cols20',
  },
  specDuplicate: { en: 'same specification exists', zh: '已存在相同规格' },
  specRowRequired: { en: 'at least one variant row must remain', zh: '至少保留一行规格' },
  bannerCount: { en: 'at most 99 carousel images', zh: '轮播图最多 99 张' },
  detailCount: { en: 'at most 99 detail images', zh: '详情图最多 99 张' },
  bannerRequired: { en: 'please upload carousel images', zh: '请上传轮播图' },
  detailRequired: { en: 'please upload detail images', zh: '请上传详情图' },
  displayImageRequired: { en: 'please upload the display image', zh: '请上传展示图' },
  variantImageRequired: { en: 'every variant needs its image', zh: '每个规格都需要上传规格图' },
  fileUrlInvalid: { en: '{field} must be a file uploaded here', zh: '{field}必须是本站上传的文件' },
  videoCoverRequired: { en: 'a video needs its cover image', zh: '视频需要上传封面图' },
  statusOffShelfOnly: {
    en: 'a submitted product is off shelf (status 2) until it is approved',
    zh: '提交的商品在审核通过前为下架状态（status 2）',
  },
  imageTooLarge: { en: 'image size cannot exceed {size}MB', zh: '图片大小不能超过 {size}MB' },
  imageType: { en: 'images can only be JPG/PNG/GIF', zh: '图片只能是 JPG/PNG/GIF 格式' },
  videoType: { en: 'video must be MP4', zh: '视频必须是 MP4 格式' },
  videoTooLarge: { en: 'video cannot exceed 50M', zh: '视频不能超过 50M' },
  uploadMissing: { en: 'please choose a file to upload', zh: '请选择要上传的文件' },
  imageUnreadable: { en: 'the picture could not be read', zh: '无法读取该图片' },
  imagePixels: {
    en: 'the picture is {width} × {height} pixels; pictures can have at most 40 megapixels',
    zh: '图片为 {width} × {height} 像素，图片最多 4000 万像素',
  },
  imagePixelsAnimated: {
    en: 'the animation is {width} × {height} pixels in {frames} frames; all frames together can have at most 40 megapixels',
    zh: '动图为 {width} × {height} 像素，共 {frames} 帧；所有帧合计最多 4000 万像素',
  },
  notWaitingForReview: { en: 'this product is not waiting for review', zh: '该商品不在待审核状态' },
  onShelfNeedsApproval: {
    en: 'only an approved product can go on shelf: this one is waiting for review or was rejected',
    zh: '只有审核通过的商品才能上架：该商品正在审核或已被驳回',
  },
  alreadyOnShelf: { en: 'this product is already on shelf', zh: '该商品已经上架' },
  alreadyOffShelf: { en: 'this product is already off shelf', zh: '该商品已经下架' },
  rejectReasonRequired: { en: 'please give the reason for the rejection', zh: '请填写驳回原因' },
  listEntryUnknown: { en: '{field} {id} does not exist', zh: '{field} {id} 不存在' },
  weightRange: {
    en: 'the weight is a whole number of grams from 1 to 100000',
    zh: '重量须为 1 到 100000 之间的整数（克）',
  },
  dimensionFormat: {
    en: '{field}: centimetres above 0 and up to 999.9, with at most one decimal',
    zh: '{field}：须为大于 0、不超过 999.9 的厘米数，最多一位小数',
  },
  sendDaysRange: {
    en: 'the send time is a whole number of days from 1 to 30',
    zh: '发货时间须为 1 到 30 之间的整数（天）',
  },
  hsCodeFormat: { en: 'the HS code is 6 to 10 digits', zh: 'HS 编码须为 6 到 10 位数字' },
  originCountryUnknown: {
    en: 'the country of origin must be one of the listed countries',
    zh: '原产国必须是列表中的国家',
  },
  declareNameEnFormat: {
    en: 'the English declaration name may use English letters, digits, spaces and punctuation only',
    zh: '英文申报名称只能包含英文字母、数字、空格和标点',
  },
  declareNameZhFormat: {
    en: 'the Chinese declaration name must be written in Chinese',
    zh: '中文申报名称必须包含中文',
  },
} as const;
