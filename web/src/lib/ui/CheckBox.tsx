import { type ReactNode, useEffect, useRef } from 'react';
import './ui.css';

interface CheckBoxProps {
  checked: boolean;
  /** Some but not all: drawn as a filled square (select-all). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name when there is no visible label. */
  'aria-label'?: string;
  'data-testid'?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A native checkbox drawn like antd's Checkbox (ui.css), for storefront pages that load before antd's
 * form-aware Checkbox would be worth it. Keyboard and screen readers get the browser's own checkbox.
 */
export function CheckBox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  className,
  children,
  ...aria
}: CheckBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={`dm-check${disabled ? ' is-disabled' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={input}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={aria['aria-label']}
        data-testid={aria['data-testid']}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children !== undefined && <span>{children}</span>}
    </label>
  );
}
