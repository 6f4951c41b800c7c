import { CloudDownloadOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { imageSize, type ProductListItem } from '@dropmall/contract';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '../../../lib/money';
import { CheckBox } from '../../../lib/ui/CheckBox';
import { detailPath } from '../api';
import { cardPicture, cardPictures } from '../pictures';

/** Thumbnails under the picture; more than this would not fit a card's width. */
const MAX_THUMBS = 5;

interface ListItemCardProps {
  item: ProductListItem;
  checked: boolean;
  onCheck: (id: number, checked: boolean) => void;
  /** A card of the first row: its picture is fetched at once, not when scrolled near. */
  first?: boolean;
}

/**
 * A list result (spec 000 §2): thumbnails that swap the preview, title, price, publish and download counts.
 * Memoised: the page draws again on every change of its own (a selection, a query settling), 50 cards need not.
 */
export const ListItemCard = memo(function ListItemCard({
  item,
  checked,
  onCheck,
  first = false,
}: ListItemCardProps) {
  const { t } = useTranslation();
  const pictures = cardPictures(item);
  const [preview, setPreview] = useState(pictures[0] ?? '');

  return (
    <article className={checked ? 'dm-tile dm-item is-checked' : 'dm-tile dm-item'} data-testid="list-item">
      <CheckBox
        className="dm-item__check"
        checked={checked}
        onChange={(value) => onCheck(item.id, value)}
        aria-label={t('list.selectItem', { title: item.title })}
      />
      <Link to={detailPath(item.id)} className="dm-tile__media" tabIndex={-1}>
        <img
          src={cardPicture(preview)}
          alt={item.title}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          width={400}
          height={400}
          data-testid="list-item-preview"
        />
      </Link>
      {pictures.length > 1 && (
        <div className="dm-item__thumbs">
          {pictures.slice(0, MAX_THUMBS).map((url, index) => (
            <button
              key={url}
              type="button"
              className={url === preview ? 'dm-item__thumb is-active' : 'dm-item__thumb'}
              aria-label={t('list.showPicture', { n: index + 1 })}
              onMouseEnter={() => setPreview(url)}
              onFocus={() => setPreview(url)}
              onClick={() => setPreview(url)}
            >
              <img src={imageSize(url, 100)} alt="" loading="lazy" width={100} height={100} />
            </button>
          ))}
        </div>
      )}
      <div className="dm-tile__body">
        <Link
          to={detailPath(item.id)}
          className="dm-tile__title"
          title={item.title}
          data-testid="list-item-title"
        >
          {item.title}
        </Link>
        <div className="dm-tile__price">{formatPrice(item.price)}</div>
        <div className="dm-tile__meta">
          <span title={t('product.publishCount')}>
            <CloudUploadOutlined aria-hidden />{' '}
            {t('product.publishes', { count: item.publishCount, n: formatCount(item.publishCount) })}
          </span>
          <span title={t('product.downloadCount')}>
            <CloudDownloadOutlined aria-hidden />{' '}
            {t('product.downloads', { count: item.downloadCount, n: formatCount(item.downloadCount) })}
          </span>
        </div>
      </div>
    </article>
  );
});
