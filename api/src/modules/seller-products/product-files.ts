import type { ProductSubmission } from '@dropmall/contract';

/** Every file address of a submission: pictures, video, cover and variant pictures. */
export function submittedFileUrls(p: ProductSubmission): string[] {
  return [
    p.productUrl ?? '',
    p.videoUrl ?? '',
    p.videoPicUrl ?? '',
    ...p.mallProductDetailBannerList.map((i) => i.imgUrl),
    ...p.mallProductDetailImgsList.map((i) => i.imgUrl),
    ...p.mallSpecDataList.map((r) => r.cols2 ?? ''),
  ].filter(Boolean);
}
