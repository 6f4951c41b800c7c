import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language, toLanguage } from '@dropmall/contract';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n';

interface LanguageSwitchProps {
  /** 'dark' for headers on a dark background. */
  tone?: 'light' | 'dark';
}

/** Language switch of the mall and office headers: saves `lang` and reloads (spec 001 §2). */
export function LanguageSwitch({ tone = 'light' }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.language);
  const items = LANGUAGES.map((language: Language) => ({
    key: language,
    label: <span lang={language}>{t(`language.${language}`)}</span>,
  }));

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          if (key !== current) switchLanguage(toLanguage(key));
        },
      }}
    >
      <Button
        type="text"
        aria-label={t('language.label')}
        className={`dm-lang dm-lang--${tone}`}
        icon={<GlobalOutlined />}
      >
        <span className="dm-lang__name">{t(`language.${current}`)}</span>
        <DownOutlined className="dm-lang__caret" />
      </Button>
    </Dropdown>
  );
}
