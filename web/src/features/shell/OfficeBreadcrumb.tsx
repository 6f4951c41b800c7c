import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface OfficeBreadcrumbProps {
  /** Names of the menu groups above the page, outermost first. */
  groups: readonly string[];
  title: string;
}

/** The breadcrumb of the matched route: back-office home, the menu groups above the page, the page. */
export function OfficeBreadcrumb({ groups, title }: OfficeBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      className="dm-crumbs"
      data-testid="breadcrumb"
      items={[
        {
          title: (
            <Link to="/Welcome">
              <HomeOutlined aria-hidden /> {t('office.home')}
            </Link>
          ),
        },
        ...groups.map((name) => ({ title: name })),
        { title },
      ]}
    />
  );
}
