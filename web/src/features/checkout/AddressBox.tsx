import { EnvironmentOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, AddressChooser, AddressDialog, AddressSummary } from '../addresses';

interface AddressBoxProps {
  address: Address | null;
  onChoose: (id: number) => void;
}

/** The receiver address box of the submit page (spec 000 §2): the address, 'More addresses', 'Add address'. */
export function AddressBox({ address, onChoose }: AddressBoxProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'choose' | 'add' | null>(null);
  const close = () => setDialog(null);

  return (
    <section className="dm-checkout-box" data-testid="checkout-address">
      <header className="dm-checkout-box__head">
        <h2>
          <EnvironmentOutlined aria-hidden /> {t('checkout.receiver')}
        </h2>
        <Button
          icon={<UnorderedListOutlined />}
          onClick={() => setDialog('choose')}
          data-testid="more-addresses"
        >
          {t('checkout.moreAddresses')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => setDialog('add')} data-testid="add-address">
          {t('checkout.addAddress')}
        </Button>
      </header>
      {address ? (
        <AddressSummary address={address} />
      ) : (
        <p className="dm-checkout-box__none" data-testid="checkout-no-address">
          {t('checkout.noAddressYet')}
        </p>
      )}
      <AddressChooser
        open={dialog === 'choose'}
        currentId={address?.id}
        onClose={close}
        onChoose={onChoose}
      />
      <AddressDialog open={dialog === 'add'} onClose={close} onSaved={(saved) => onChoose(saved.id)} />
    </section>
  );
}
