import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { AgreementGate } from '../../features/agreements';
import { KeepAliveOutlet } from '../../features/shell/KeepAliveOutlet';
import { OfficeBreadcrumb } from '../../features/shell/OfficeBreadcrumb';
import { OfficeHeader } from '../../features/shell/OfficeHeader';
import { OfficeSideMenu } from '../../features/shell/OfficeSideMenu';
import { OfficeTabs } from '../../features/shell/OfficeTabs';
import { useCollapsed } from '../../features/shell/useCollapsed';
import { useOfficeTabs } from '../../features/shell/useOfficeTabs';
import { loadMenuAtStartup, useMenu } from '../../lib/menu';
import { isGroup, menuTrail } from '../../lib/menuTree';
import { isRouteHandle } from '../../lib/page';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { watchScrollRegions } from '../../lib/ui/scrollRegions';
import { hasPage, logMissingPages, mayOpen, titleKeyOf } from './officeAccess';
import './layouts.css';
import { isBusinessSession } from '../../lib/session';

const Forbidden = lazy(() => import('../../features/errors/ForbiddenPage'));

/**
 * The back-office shell (spec 001 §2): header with logo, menu toggle, breadcrumb, language and user menu;
 * the side menu from the saved route list; the tab bar; the page, kept alive per tab. A page the user's menu
 * does not name shows the 403 page in place.
 */
export default function OfficeLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const handle = useMatches().at(-1)?.handle;
  const { menu, loading } = useMenu();
  const [collapsed, setCollapsed] = useCollapsed();

  const main = useRef<HTMLElement>(null);
  useEffect(() => void loadMenuAtStartup(), []);
  useEffect(() => (main.current ? watchScrollRegions(main.current) : undefined), []);
  useEffect(() => {
    if (menu) logMissingPages(menu);
  }, [menu]);

  const title = isRouteHandle(handle) ? t(handle.titleKey) : '';
  const allowed = mayOpen(menu, pathname);
  const showsTab = allowed && isRouteHandle(handle) && !handle.noTab;
  const current = useMemo(
    () => (showsTab ? { path: pathname + search, title } : null),
    [showsTab, pathname, search, title],
  );
  const tabs = useOfficeTabs(current);
  const keep = useMemo(() => new Set(tabs.tabs.map((tab) => tab.path.split('?')[0] ?? '')), [tabs.tabs]);
  const groups = menuTrail(menu ?? [], pathname)
    .filter(isGroup)
    .map((node) => node.name);
  const titleOf = (path: string) => {
    const key = titleKeyOf(path);
    return key ? t(key) : null;
  };

  let page = <KeepAliveOutlet keep={keep} />;
  if (!allowed)
    page = loading ? (
      <PageSpinner />
    ) : (
      <Suspense fallback={<PageSpinner />}>
        <Forbidden />
      </Suspense>
    );

  return (
    <div className={`dm-office${collapsed ? ' dm-office--collapsed' : ''}`}>
      <OfficeHeader
        collapsed={collapsed}
        onToggle={() => setCollapsed(!collapsed)}
        crumbs={<OfficeBreadcrumb groups={groups} title={title} />}
      />
      <Layout className="dm-office__frame">
        <Layout.Sider
          className="dm-side"
          width={256}
          collapsedWidth={64}
          collapsed={collapsed}
          trigger={null}
          theme="dark"
          data-testid="side"
          data-collapsed={collapsed}
        >
          <OfficeSideMenu menu={menu ?? []} activePath={pathname} collapsed={collapsed} hasPage={hasPage} />
        </Layout.Sider>
        <div className="dm-office__main">
          <OfficeTabs
            tabs={tabs.tabs}
            activeKey={tabs.activeKey}
            titleOf={titleOf}
            onClose={tabs.close}
            onCloseAll={tabs.closeAll}
            onCloseOthers={tabs.closeOthers}
          />
          <main className="dm-office__card" ref={main}>
            {page}
          </main>
          <footer className="dm-office__footer">
            {t(isBusinessSession() ? 'office.copyright' : 'office.platformCopyright', {
              year: new Date().getFullYear(),
            })}
          </footer>
        </div>
      </Layout>
      <AgreementGate />
    </div>
  );
}
