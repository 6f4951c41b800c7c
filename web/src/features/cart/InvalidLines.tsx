import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { CartLine } from './api';

interface InvalidLinesProps {
  lines: readonly CartLine[];
  onRemove: (ids: number[]) => void;
  /** A line asking for more than is left: buy what is left instead (it becomes valid again). */
  onTakeLeft: (line: CartLine) => void;
}

/** Why a line cannot be bought now: gone from the shelf, sold out, or fewer left than it asks for. */
function reasonKey(line: CartLine) {
  if (line.stock <= 0) return 'cart.invalid.soldOut' as const;
  if (line.stock < line.num) return 'cart.invalid.short' as const;
  return 'cart.invalid.offShelf' as const;
}

/** Lines that cannot be bought now, greyed out in their own section: shown, never silently dropped. */
export function InvalidLines({ lines, onRemove, onTakeLeft }: InvalidLinesProps) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className="dm-cart-group dm-cart-group--invalid" data-testid="cart-invalid">
      <header className="dm-cart-group__head">
        <span className="dm-cart-group__name">{t('cart.invalid.title', { count: lines.length })}</span>
        <Popconfirm
          title={t('cart.invalid.clearConfirm')}
          okText={t('cart.remove')}
          cancelText={t('cart.keep')}
          onConfirm={() => onRemove(lines.map((line) => line.id))}
        >
          <Button size="small" data-testid="cart-invalid-clear">
            {t('cart.invalid.clear')}
          </Button>
        </Popconfirm>
      </header>
      {lines.map((line) => (
        <div key={line.id} className="dm-cart-line is-invalid" data-testid="cart-invalid-line">
          <span aria-hidden />
          <span className="dm-cart-line__media">
            <img src={line.thumbUrl} alt="" width={80} height={80} loading="lazy" />
          </span>
          <div className="dm-cart-line__info">
            <span className="dm-cart-line__title">
              <Tag>{t('cart.invalid.tag')}</Tag>
              {line.title}
            </span>
            <span className="dm-cart-line__spec">{line.specification}</span>
          </div>
          <span className="dm-cart-line__price">{formatPrice(line.price)}</span>
          <span className="dm-cart-line__reason">
            {t(reasonKey(line), { count: line.stock })}
            {line.stock > 0 && line.stock < line.num && (
              <Button type="link" size="small" onClick={() => onTakeLeft(line)} data-testid="cart-take-left">
                {t('cart.invalid.takeLeft', { count: line.stock })}
              </Button>
            )}
          </span>
          <span className="dm-cart-line__amount">× {line.num}</span>
          <Button
            type="link"
            danger
            onClick={() => onRemove([line.id])}
            aria-label={t('cart.removeLine', { title: line.title })}
          >
            {t('cart.remove')}
          </Button>
        </div>
      ))}
    </section>
  );
}
