import type { ReactNode } from 'react';
import './ui.css';

interface CountBadgeProps {
  count: number;
  /** Above this the badge says `${max}+`. */
  max?: number;
  /** Whether 0 is shown (the mall header shows it; the office bell hides it). */
  showZero?: boolean;
  /** The count's background; antd's error red when not given. */
  color?: string;
  children: ReactNode;
}

/**
 * A count on an icon, drawn like antd's small Badge (ui.css) without its scroll-number machinery, for the
 * headers on every page. The count is decoration: the link or button around it says it in its label. It is
 * drawn by CSS (`content: attr(data-count)`), not as text: a visible "0" beside "Cart" would not be the
 * control's name "Cart (0)" in order, which voice control and axe's label-content-name-mismatch hold against it.
 */
export function CountBadge({ count, max = 99, showZero = false, color, children }: CountBadgeProps) {
  const text = count > max ? `${max}+` : String(count);
  return (
    <span className="dm-count">
      {children}
      {(count > 0 || showZero) && (
        <sup
          className={text.length > 1 ? 'dm-count__n dm-count__n--wide' : 'dm-count__n'}
          style={color ? { background: color } : undefined}
          aria-hidden="true"
          data-testid="count-badge"
          data-count={text}
        />
      )}
    </span>
  );
}
