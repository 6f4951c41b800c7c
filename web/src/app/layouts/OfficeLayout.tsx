import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useMatches } from 'react-router';
import { OfficeHeader } from '../../features/shell/OfficeHeader';
import { isRouteHandle } from '../../lib/page';
import './layouts.css';

/** The back-office shell: header, a breadcrumb of the current page, the page on a card. */
export default function OfficeLayout() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle;
  const title = isRouteHandle(handle) ? t(handle.titleKey) : '';

  return (
    <div className="dm-office">
      <OfficeHeader />
      <div className="dm-office__body">
        <Breadcrumb
          className="dm-office__crumbs"
          items={[
            {
              title: (
                <Link to="/Welcome">
                  <HomeOutlined aria-hidden /> {t('office.home')}
                </Link>
              ),
            },
            { title },
          ]}
        />
        <main className="dm-office__card">
          <Outlet />
        </main>
      </div>
      <footer className="dm-office__footer">
        {t('office.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
