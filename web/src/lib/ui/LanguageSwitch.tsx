import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language, toLanguage } from '@dropmall/contract';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n';
import { usePopup } from './usePopup';

interface LanguageSwitchProps {
  /** 'dark' for headers on a dark background. */
  tone?: 'light' | 'dark';
}

/**
 * Language switch of the mall and office headers: saves `lang` and reloads (spec 001 §2). A menu button of
 * our own (drawn like antd's text Button and Dropdown, ui.css): antd's Dropdown brought its Menu, Overflow
 * and Trigger to every storefront page's first load for two items.
 */
export function LanguageSwitch({ tone = 'light' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  const { open, setOpen, root, trigger } = usePopup();
  const menuId = useId();
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  // The menu button pattern: opening puts the focus on the current language; arrows move it.
  useEffect(() => {
    if (open) items.current[LANGUAGES.indexOf(current)]?.focus();
  }, [open, current]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = LANGUAGES.length - 1;
    const next: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (event.key in next) {
      event.preventDefault();
      items.current[next[event.key] ?? 0]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };
  const choose = (language: Language) => {
    setOpen(false);
    if (language !== current) switchLanguage(language);
  };

  return (
    <div className="dm-popup-anchor" ref={root}>
      <button
        ref={trigger}
        type="button"
        // The visible language name is in the button's name (label-content-name-mismatch, issue 37).
        aria-label={t('language.current', { name: t(`language.${current}`) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className={`dm-lang dm-lang--${tone}`}
        onClick={() => setOpen(!open)}
      >
        <GlobalOutlined aria-hidden />
        <span className="dm-lang__name">{t(`language.${current}`)}</span>
        <DownOutlined aria-hidden className="dm-lang__caret" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label')}
          className="dm-popup dm-popup--left dm-menu"
          onKeyDown={onMenuKeyDown}
        >
          {LANGUAGES.map((language, index) => (
            <button
              key={language}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={language}
              aria-current={language === current}
              className="dm-menu__item"
              onClick={() => choose(language)}
            >
              {t(`language.${language}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
