import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './ui.css';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** 'primary': the brand colour; 'default': outlined. */
  variant?: 'primary' | 'default';
  size?: 'middle' | 'large';
  icon?: ReactNode;
  /** Shows a spinner in place of the icon and takes no clicks. */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  'data-testid'?: string;
}

/**
 * A button drawn like antd's Button (ui.css: default and primary, middle and large, icon, loading) for the
 * storefront's first load, which then does without antd's Button, its wave effect and its colour presets.
 */
export function PlainButton({
  variant = 'default',
  size = 'middle',
  icon,
  loading = false,
  htmlType = 'button',
  className,
  children,
  disabled,
  ...rest
}: PlainButtonProps) {
  const classes = [
    'dm-btn',
    `dm-btn--${variant}`,
    size === 'large' ? 'dm-btn--lg' : '',
    loading ? 'is-loading' : '',
  ];
  return (
    <button
      type={htmlType}
      className={[...classes, className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-busy={loading || undefined}
      {...rest}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <LoadingOutlined aria-hidden spin /> : icon}
      {children !== undefined && <span>{children}</span>}
    </button>
  );
}
