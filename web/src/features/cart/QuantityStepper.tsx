import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The most a line may hold (the server's rule). */
const LINE_MAX = 9999;

interface QuantityStepperProps {
  value: number;
  /** The stock: no more can be bought. */
  max: number;
  onChange: (num: number) => void;
  disabled?: boolean;
}

/**
 * − [n] +: a step is sent at once; a typed number only on blur or Enter, so typing '12' does not send
 * 1 and then 12. Remount it (key) when the server's value changes, to drop a stale draft.
 */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | null>(value);
  const ceiling = Math.max(1, Math.min(max, LINE_MAX));
  const commit = () => {
    const next = Math.min(Math.max(1, Math.round(draft ?? value)), ceiling);
    setDraft(next);
    if (next !== value) onChange(next);
  };

  return (
    <Space.Compact className="dm-stepper">
      <Button
        icon={<MinusOutlined />}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        aria-label={t('cart.less')}
      />
      {/* No min/max here: antd would drop an out-of-range number and put the old one back without a word;
          commit() brings it into range instead (99999 becomes the stock, 0 becomes 1). */}
      <InputNumber
        className="dm-stepper__input"
        controls={false}
        precision={0}
        value={draft}
        disabled={disabled}
        onChange={setDraft}
        onBlur={commit}
        onPressEnter={commit}
        aria-label={t('cart.quantity')}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={disabled || value >= ceiling}
        onClick={() => onChange(value + 1)}
        aria-label={t('cart.more')}
      />
    </Space.Compact>
  );
}
