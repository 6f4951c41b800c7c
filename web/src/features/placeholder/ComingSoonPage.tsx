import { RocketOutlined } from '@ant-design/icons';
import { Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PageProps } from '../../lib/page';
import { HomeLink } from '../../lib/ui/HomeLink';
import './placeholder.css';

/** The one page shown for every route whose screen a later issue builds. */
export default function ComingSoonPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const atHome = useLocation().pathname === '/';
  return (
    <div className="dm-coming-soon" data-testid="coming-soon">
      <Result
        icon={<RocketOutlined className="dm-coming-soon__icon" />}
        title={
          <span className="dm-coming-soon__title">
            <h1>{t(titleKey)}</h1>
            <Tag color="orange" variant="filled">
              {t('comingSoon.badge')}
            </Tag>
          </span>
        }
        subTitle={t('comingSoon.text')}
        extra={atHome ? null : <HomeLink>{t('comingSoon.home')}</HomeLink>}
      />
    </div>
  );
}
