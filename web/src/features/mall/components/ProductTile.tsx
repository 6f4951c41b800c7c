import { imageSize } from '@dropmall/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { detailPath } from '../api';
import './tiles.css';

interface ProductTileProps {
  id: number;
  title: string;
  price: number;
  /** The stored picture (800 px); the tile loads its 400 px copy. */
  imgUrl: string;
  /** A line under the price (counts, state). */
  meta?: ReactNode;
}

/** A product card of the home page and the favourites: picture, title, price; opens the detail. */
export function ProductTile({ id, title, price, imgUrl, meta }: ProductTileProps) {
  return (
    <article className="dm-tile" data-testid="product-tile">
      <Link to={detailPath(id)} className="dm-tile__media" tabIndex={-1} aria-hidden>
        <img src={imageSize(imgUrl, 400)} alt="" loading="lazy" width={400} height={400} />
      </Link>
      <div className="dm-tile__body">
        <Link to={detailPath(id)} className="dm-tile__title" title={title}>
          {title}
        </Link>
        <div className="dm-tile__price">{formatPrice(price)}</div>
        {meta && <div className="dm-tile__meta">{meta}</div>}
      </div>
    </article>
  );
}
