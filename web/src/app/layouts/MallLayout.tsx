import { Outlet } from 'react-router';
import { MallHeader } from '../../features/shell/MallHeader';
import { SiteFooter } from '../../features/shell/SiteFooter';
import './layouts.css';

/** Storefront pages: mall header, the page, the footer. */
export default function MallLayout() {
  return (
    <div className="dm-mall">
      <MallHeader />
      <main className="dm-mall__main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
