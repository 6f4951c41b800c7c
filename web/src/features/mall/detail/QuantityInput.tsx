import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityInputProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * The detail's quantity: a native number field (role spinbutton, arrow keys) with antd InputNumber's look
 * and its up/down handles on hover (detail.css). A whole number kept within [min, max] when the field is
 * left; antd's InputNumber weighed ~20 KB gzip on the product page's first load.
 */
export function QuantityInput({ value, min, max, onChange }: QuantityInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.round(n)));
  const set = (n: number) => {
    setText(String(n));
    onChange(n);
  };
  // Left empty or unreadable: back to the last good value.
  const commit = () => {
    const n = Number(text);
    set(text.trim() === '' || !Number.isFinite(n) ? value : clamp(n));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <span className="dm-qty">
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={t('detail.quantity')}
        value={text}
        onChange={(event) => {
          const raw = event.target.value;
          setText(raw);
          const n = Number(raw);
          if (raw !== '' && Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <span className="dm-qty__handles">
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('detail.quantityUp')}
          disabled={value >= max}
          onClick={() => set(clamp(value + 1))}
        >
          <UpOutlined aria-hidden />
        </button>
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('detail.quantityDown')}
          disabled={value <= min}
          onClick={() => set(clamp(value - 1))}
        >
          <DownOutlined aria-hidden />
        </button>
      </span>
    </span>
  );
}
