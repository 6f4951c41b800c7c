import { formatPrice } from '../../lib/money';
import type { OrderItem } from './api';

/** The items of an order as they were bought (a snapshot: later price changes do not show here). */
export function OrderItems({ items }: { items: readonly OrderItem[] }) {
  return (
    <ul className="dm-order-items">
      {items.map((item) => (
        <li key={item.id} className="dm-order-item" data-testid="order-item">
          <img src={item.thumbUrl} alt="" width={56} height={56} loading="lazy" />
          <div className="dm-order-item__info">
            <span className="dm-order-item__title">{item.title}</span>
            <span className="dm-order-muted">{item.specification}</span>
          </div>
          <span className="dm-order-muted">
            {formatPrice(item.price)} × {item.num}
          </span>
          <span>{formatPrice(item.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
