import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanFreeText, FREE_TEXT_CAP } from '../freeText';
import './ui.css';

interface Props {
  value?: string;
  onChange?: (value: string) => void;
  cap?: number;
  placeholder?: string;
  'aria-label'?: string;
  rows?: number;
}

/**
 * A free-text field as the spec's helper has it: ` ~ ! @ # $ % ^ & = ? are taken out as typed, and a warning
 * ("Special characters are not allowed") shows when one was, or when the text reaches its cap. A one-line
 * input, or a text area when `rows` is given; works inside an antd Form.Item (value / onChange).
 */
export function FreeTextInput({ value, onChange, cap = FREE_TEXT_CAP, rows, ...rest }: Props) {
  const { t } = useTranslation();
  const [warn, setWarn] = useState(false);
  const change = (typed: string) => {
    const cleaned = cleanFreeText(typed, cap);
    setWarn(cleaned.warn);
    onChange?.(cleaned.value);
  };
  return (
    <>
      {rows ? (
        <Input.TextArea rows={rows} value={value} onChange={(e) => change(e.target.value)} {...rest} />
      ) : (
        <Input value={value} onChange={(e) => change(e.target.value)} {...rest} />
      )}
      {warn && (
        <div className="dm-free-text__warning" role="alert">
          {t('freeText.noSpecialCharacters')}
        </div>
      )}
    </>
  );
}
