import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAfterSaleInfo } from './api';

type Nums = Record<string, number | null | undefined>;

interface Props {
  items: OrderAfterSaleInfo['items'];
  value?: Nums;
  onChange?: (next: Nums) => void;
}

/** A return's items: how many of each the buyer sends back (0 keeps it), at most what was bought. */
export function ReturnQuantities({ items, value = {}, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="dm-after-sale-return-items" data-testid="apply-return-items">
      {items.map((item) => (
        <li key={item.orderItemId} className="dm-after-sale-return-item">
          {item.thumbUrl ? (
            <img src={item.thumbUrl} alt="" />
          ) : (
            <span className="dm-after-sale-return-thumb" />
          )}
          <span className="dm-after-sale-return-item__text">
            <span>{item.title}</span>
            {item.specification && <span className="dm-after-sale-items__spec">{item.specification}</span>}
            <span className="dm-after-sale-items__spec">{t('afterSales.bought', { num: item.num })}</span>
          </span>
          <InputNumber
            min={0}
            max={item.num}
            precision={0}
            value={value[String(item.orderItemId)] ?? null}
            onChange={(n) => onChange?.({ ...value, [String(item.orderItemId)]: n })}
            addonBefore={t('afterSales.returnNum')}
            style={{ width: 170 }}
            data-testid={`apply-return-num-${item.orderItemId}`}
          />
        </li>
      ))}
    </ul>
  );
}
