import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Address, placeLine } from './api';
import './address-summary.css';

/** Who receives and where: name, phone, e-mail, tax id, then the place on one line. */
export function AddressSummary({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <div className="dm-address-summary" data-testid="address-summary">
      <div className="dm-address-summary__who">
        <strong>{address.fullName}</strong>
        <span>{address.mobilePhone}</span>
        <span>{address.email}</span>
        {address.isDefault && <Tag color="orange">{t('addresses.default')}</Tag>}
      </div>
      <div className="dm-address-summary__where">{placeLine(address)}</div>
      <div className="dm-address-summary__id">
        {address.idType} {address.idNo}
      </div>
    </div>
  );
}
