/** Messages of the Brand List and the Try-on List (issue 17, item 6), in both languages. */
export const brandMessages = {
  brandName: { en: 'the brand name is 1 to 60 characters', zh: '品牌名称为 1 到 60 个字符' },
  brandDescription: { en: 'the description has at most 500 characters', zh: '品牌介绍最多 500 个字符' },
  brandWebsite: {
    en: 'the website is an address starting with http:// or https://, at most 200 characters',
    zh: '网站须以 http:// 或 https:// 开头，最多 200 个字符',
  },
  brandLogo: { en: 'the logo must be a picture you uploaded', zh: '品牌标志须为您上传的图片' },
  sampleNote: { en: 'the note has at most 500 characters', zh: '备注最多 500 个字符' },
  sampleVerdict: { en: 'choose liked, not for me, or nothing', zh: '请选择喜欢、不合适或不选' },
} as const;
