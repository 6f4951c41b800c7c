import { DeleteOutlined } from '@ant-design/icons';
import { imageSize } from '@dropmall/contract';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/money';
import { coverOf, detailPath, type FavouriteItem } from '../api';

interface FavouriteCardProps {
  item: FavouriteItem;
  removing: boolean;
  onRemove: () => void;
}

/** A favourite: picture, title, price and whether it is still on sale (an off-shelf one has no detail page). */
export function FavouriteCard({ item, removing, onRemove }: FavouriteCardProps) {
  const { t } = useTranslation();
  const picture = <img src={imageSize(coverOf(item), 400)} alt="" loading="lazy" width={400} height={400} />;
  return (
    <article
      className={item.onShelf ? 'dm-tile dm-fav' : 'dm-tile dm-fav is-off'}
      data-testid="favourite-item"
    >
      {item.onShelf ? (
        <Link to={detailPath(item.id)} className="dm-tile__media" tabIndex={-1}>
          {picture}
        </Link>
      ) : (
        <div className="dm-tile__media">{picture}</div>
      )}
      <div className="dm-tile__body">
        {item.onShelf ? (
          <Link to={detailPath(item.id)} className="dm-tile__title" title={item.title}>
            {item.title}
          </Link>
        ) : (
          <span className="dm-tile__title">{item.title}</span>
        )}
        <div className="dm-tile__price">{formatPrice(item.price)}</div>
        <div className="dm-fav__foot">
          <Tag color={item.onShelf ? 'success' : 'default'}>
            {t(item.onShelf ? 'favourites.onShelf' : 'favourites.offShelf')}
          </Tag>
          <Popconfirm
            title={t('favourites.removeConfirm')}
            okText={t('favourites.remove')}
            cancelText={t('favourites.keep')}
            onConfirm={onRemove}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={removing}
              data-testid="favourite-remove"
            >
              {t('favourites.remove')}
            </Button>
          </Popconfirm>
        </div>
      </div>
    </article>
  );
}
