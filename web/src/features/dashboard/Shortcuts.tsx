import type { ReportSummary } from '@dropmall/contract';
import { Badge, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuPages } from '../../lib/menuTree';
import type { MenuNode } from '../../lib/storage';
import { SHORTCUTS } from './shortcuts';

/** Jumps to the pages a business works on most; only those its menu allows are offered. */
export function Shortcuts({ menu, summary }: { menu: readonly MenuNode[]; summary?: ReportSummary }) {
  const { t } = useTranslation();
  const allowed = new Set(menuPages(menu).map((node) => node.path));
  const offered = SHORTCUTS.filter((s) => allowed.has(s.to.split('?')[0] ?? ''));
  return (
    <Card title={t('dashboard.shortcuts')} size="small" className="dm-dash__card">
      <div className="dm-dash__jumps" data-testid="dashboard-shortcuts">
        {offered.map((s) => (
          <Link key={s.key} to={s.to} className="dm-dash__jump" data-testid={`jump-${s.key}`}>
            <span>{t(s.label)}</span>
            {s.figure && summary ? (
              <Badge count={summary[s.figure]} overflowCount={999} color="#1677ff" />
            ) : null}
          </Link>
        ))}
      </div>
    </Card>
  );
}
