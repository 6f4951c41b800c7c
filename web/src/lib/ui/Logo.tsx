import { useTranslation } from 'react-i18next';
import './ui.css';

interface LogoProps {
  /** Only the mark, for narrow screens. */
  compact?: boolean;
  /** Light text for dark backgrounds (footer). */
  inverted?: boolean;
}

/** The Dropmall mark: a shopping bag carrying a drop. Same drawing as public/favicon.svg. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--dm-brand)" />
      <path d="M9 12h14l-1.3 12.2a2 2 0 0 1-2 1.8h-7.4a2 2 0 0 1-2-1.8z" fill="#fff" />
      <path
        d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M16 15.5c-1.6 2.1-2.4 3.6-2.4 4.6a2.4 2.4 0 0 0 4.8 0c0-1-.8-2.5-2.4-4.6z"
        fill="var(--dm-brand)"
      />
    </svg>
  );
}

export function Logo({ compact = false, inverted = false }: LogoProps) {
  const { t } = useTranslation();
  return (
    <span className={`dm-logo${inverted ? ' dm-logo--inverted' : ''}`}>
      <LogoMark />
      {!compact && <span className="dm-logo__name">{t('brand.name')}</span>}
    </span>
  );
}
