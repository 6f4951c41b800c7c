import { Input, InputNumber, type InputRef, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  locations: { id: number; code: string }[];
  busy: boolean;
  onScan: (code: string, quantity: number, locationId: number) => Promise<unknown>;
  /**
   * The location picker beside the field: the business's bins and "no location" (default); its bins only (a
   * count of one bin); or none, where the page picks the location elsewhere (the scan then says 0).
   */
  locationPicker?: 'binsOrNone' | 'binsOnly' | 'off';
}

/**
 * The scanner field: a keyboard-wedge scanner types the code and Enter, so Enter adds the line (or one more
 * of it) and the field clears and keeps the focus for the next scan. Quantity and location stay as set.
 */
export function ScannerInput({ locations, busy, onScan, locationPicker = 'binsOrNone' }: Props) {
  const noLocation = locationPicker === 'binsOrNone';
  const { t } = useTranslation();
  const field = useRef<InputRef>(null);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [locationId, setLocationId] = useState(noLocation ? 0 : (locations[0]?.id ?? 0));
  useEffect(() => field.current?.focus(), []);
  const submit = () => {
    const typed = code.trim();
    if (!typed || busy) return;
    void onScan(typed, quantity, locationId)
      .then(() => setCode(''))
      .catch(() => undefined)
      .finally(() => field.current?.focus());
  };
  return (
    <div className="dm-stock-scanner">
      <Input
        ref={field}
        size="large"
        style={{ width: 320 }}
        placeholder={t('stock.scanPlaceholder')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        onPressEnter={submit}
        data-testid="stock-scan"
      />
      <InputNumber
        min={1}
        max={1_000_000}
        precision={0}
        value={quantity}
        onChange={(n) => setQuantity(n ?? 1)}
        addonBefore={t('stock.columns.quantity')}
        data-testid="stock-scan-quantity"
      />
      {locationPicker !== 'off' && (
        <Select
          style={{ width: 160 }}
          value={locationId}
          onChange={setLocationId}
          options={[
            ...(noLocation ? [{ value: 0, label: t('stock.noLocation') }] : []),
            ...locations.map((l) => ({ value: l.id, label: l.code })),
          ]}
          data-testid="stock-scan-location"
        />
      )}
    </div>
  );
}
