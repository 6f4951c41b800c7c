import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../lib/money';
import type { CartLine } from './api';
import { QuantityStepper } from './QuantityStepper';

interface CartLineRowProps {
  line: CartLine;
  checked: boolean;
  onToggle: () => void;
  onQuantity: (num: number) => void;
  onRemove: () => void;
}

export const productHref = (productId: number) => `/mall/productDetail?id=${productId}`;

/** One line of the cart: tick, picture, title and variant, price, quantity, line amount, remove. */
export function CartLineRow({ line, checked, onToggle, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useTranslation();
  const amount = (Math.round(line.price * 100) * line.num) / 100;
  return (
    <div className="dm-cart-line" data-testid="cart-line" data-line-id={line.id}>
      <Checkbox
        checked={checked}
        onChange={onToggle}
        aria-label={t('cart.selectLine', { title: line.title })}
      />
      <Link to={productHref(line.productId)} className="dm-cart-line__media" tabIndex={-1} aria-hidden="true">
        <img src={line.thumbUrl} alt="" width={80} height={80} loading="lazy" />
      </Link>
      <div className="dm-cart-line__info">
        <Link to={productHref(line.productId)} className="dm-cart-line__title" title={line.title}>
          {line.title}
        </Link>
        <span className="dm-cart-line__spec">{line.specification}</span>
      </div>
      <span className="dm-cart-line__price">{formatPrice(line.price)}</span>
      <div className="dm-cart-line__qty">
        <QuantityStepper key={line.num} value={line.num} max={line.stock} onChange={onQuantity} />
        {line.stock < 10 && (
          <span className="dm-cart-line__few">{t('cart.fewLeft', { count: line.stock })}</span>
        )}
      </div>
      <span className="dm-cart-line__amount" data-testid="cart-line-amount">
        {formatPrice(amount)}
      </span>
      <Popconfirm
        title={t('cart.removeConfirm')}
        okText={t('cart.remove')}
        cancelText={t('cart.keep')}
        onConfirm={onRemove}
      >
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('cart.removeLine', { title: line.title })}
        />
      </Popconfirm>
    </div>
  );
}
