import { ShopOutlined } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CartGroup } from './api';
import { CartLineRow } from './CartLineRow';
import { groupTick, type Selection } from './selection';

interface CartGroupCardProps {
  group: CartGroup;
  selected: Selection;
  onToggleGroup: () => void;
  onToggleLine: (id: number) => void;
  onQuantity: (id: number, num: number) => void;
  onRemove: (id: number) => void;
}

/** The lines of one seller, with a box that ticks them all (each seller becomes one order). */
export function CartGroupCard({
  group,
  selected,
  onToggleGroup,
  onToggleLine,
  onQuantity,
  onRemove,
}: CartGroupCardProps) {
  const { t } = useTranslation();
  const tick = groupTick(group, selected);
  return (
    <section className="dm-cart-group" data-testid="cart-group">
      <header className="dm-cart-group__head">
        <Checkbox
          checked={tick === 'all'}
          indeterminate={tick === 'some'}
          onChange={onToggleGroup}
          aria-label={t('cart.selectSeller', { name: group.businessName })}
        />
        <ShopOutlined aria-hidden />
        <span className="dm-cart-group__name">{group.businessName}</span>
      </header>
      {group.orderCarVOS.map((line) => (
        <CartLineRow
          key={line.id}
          line={line}
          checked={selected.has(line.id)}
          onToggle={() => onToggleLine(line.id)}
          onQuantity={(num) => onQuantity(line.id, num)}
          onRemove={() => onRemove(line.id)}
        />
      ))}
    </section>
  );
}
