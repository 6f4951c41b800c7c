import { imageSize, type ProductDetail, type ProductListItem } from '@dropmall/contract';
import { coverOf } from './api';

/*
 * Which picture each storefront page shows first, at the size it shows it: the pages and their first-load
 * prefetch (prefetch.ts) compute it here alike, so the preloaded URL is the one the <img> asks for.
 */

/** A list card's pictures (800 px), the first shown unless a thumbnail is picked. */
export function cardPictures(item: ProductListItem): string[] {
  return item.imgs.length > 0 ? item.imgs.map((img) => img.imgUrl) : [coverOf(item)];
}

/** The size a list card draws its picture at. */
export const cardPicture = (url: string) => imageSize(url, 400);

/** The detail's gallery pictures (800 px): the carousel's, else the product's own picture. */
export function galleryPictures(detail: ProductDetail): string[] {
  const pictures = detail.mallProductDetailBannerList.map((img) => img.imgUrl);
  if (pictures.length === 0 && detail.productUrl) pictures.push(detail.productUrl);
  return pictures;
}

/** The size the gallery draws its main picture at. */
export const galleryPicture = (url: string) => imageSize(url, 800);
