import { isAwaitingShipment } from '@dropmall/contract';
import { Button, Descriptions, Drawer, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { SellerStatusTag } from '../../lib/ui/StateTag';
import type { SellerOrder } from './api';
import { useTracking } from './hooks';

interface OrderDrawerProps {
  order: SellerOrder | null;
  onClose: () => void;
  onShip: (order: SellerOrder) => void;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : '');

/** Where the parcel goes: the address as it was when the order was placed, one line per part. */
function addressLines(address: Record<string, unknown>): string[] {
  return [
    text(address.fullName),
    [text(address.detailAddress), text(address.line2)].filter(Boolean).join(', '),
    [text(address.district), text(address.city), text(address.oneName)].filter(Boolean).join(', '),
    [text(address.postalCode), text(address.country)].filter(Boolean).join(' '),
    [text(address.mobilePhone), text(address.email)].filter(Boolean).join(' · '),
    [text(address.idType), text(address.idNo)].filter(Boolean).join(' '),
  ].filter(Boolean);
}

/** One order as its seller needs it: buyer, address, items, money, carrier and what happened so far. */
export function OrderDrawer({ order, onClose, onShip }: OrderDrawerProps) {
  const { t } = useTranslation();
  const tracking = useTracking(order?.id ?? null);
  return (
    <Drawer
      open={order !== null}
      onClose={onClose}
      title={order ? t('fulfilment.drawerTitle', { no: order.orderNo }) : ''}
      size="large"
      destroyOnHidden
      extra={
        order &&
        isAwaitingShipment(order.status) && (
          <Button type="primary" onClick={() => onShip(order)} data-testid="drawer-ship">
            {t('fulfilment.ship.action')}
          </Button>
        )
      }
    >
      {order && (
        <div className="dm-fulfilment__drawer" data-testid="seller-order-drawer">
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: 130 } }}
            items={[
              {
                key: 'status',
                label: t('fulfilment.columns.status'),
                children: <SellerStatusTag state={order.status} />,
              },
              { key: 'buyer', label: t('fulfilment.buyer'), children: order.buyerName || '—' },
              { key: 'placed', label: t('fulfilment.placedAt'), children: formatTime(order.createdAt) },
              { key: 'carrier', label: t('fulfilment.carrier'), children: order.expressName || '—' },
              {
                key: 'tracking',
                label: t('fulfilment.ship.trackingNo'),
                children: <span data-testid="drawer-tracking">{order.trackingNo || '—'}</span>,
              },
              { key: 'remark', label: t('fulfilment.remark'), children: order.userLeave || '—' },
            ]}
          />
          <h3>{t('fulfilment.address')}</h3>
          <address className="dm-fulfilment__address">
            {addressLines(order.address).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
          <h3>{t('fulfilment.columns.items')}</h3>
          <ul className="dm-fulfilment__lines">
            {order.items.map((item) => (
              <li key={item.id}>
                <img src={item.thumbUrl} alt="" />
                <div>
                  <div>{item.title}</div>
                  <div className="dm-fulfilment__muted">{item.specification}</div>
                </div>
                <span>
                  {formatDollars(item.price)} × {item.num}
                </span>
              </li>
            ))}
          </ul>
          <div className="dm-fulfilment__money">
            <span>{t('fulfilment.expressFee', { amount: formatDollars(order.expressFee) })}</span>
            <strong>{t('fulfilment.orderTotal', { amount: formatDollars(order.total) })}</strong>
          </div>
          <h3>{t('fulfilment.trackingTitle')}</h3>
          <p className="dm-fulfilment__muted">{t('fulfilment.trackingNote')}</p>
          <Timeline
            items={(tracking.data?.events ?? []).map((e) => ({ title: formatTime(e.time), content: e.text }))}
          />
        </div>
      )}
    </Drawer>
  );
}
