import { useQuery } from '@tanstack/react-query';
import { Empty, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PageProps } from '../../lib/page';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { roleBox, systemKeys } from './api';
import { RolePermissions } from './RolePermissions';
import { SystemPage } from './SystemPage';

/** /System/assign: pick a role, tick its permissions, save ('save permissions'). */
export default function AssignPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roles = useQuery({ queryKey: systemKeys.roleBox(null), queryFn: () => roleBox(null) });
  const wanted = Number(params.get('roleId'));
  const selected = roles.data?.find((role) => role.id === wanted) ?? roles.data?.[0];

  if (roles.isPending) return <PageSpinner />;
  return (
    <SystemPage titleKey={titleKey}>
      {roles.data && roles.data.length > 0 && selected ? (
        <div className="dm-assign">
          <nav className="dm-assign__roles" aria-label={t('assign.roles')}>
            <Menu
              mode="inline"
              selectedKeys={[String(selected.id)]}
              items={roles.data.map((role) => ({ key: String(role.id), label: role.name }))}
              onClick={({ key }) => setParams({ roleId: key }, { replace: true })}
              data-testid="assign-roles"
            />
          </nav>
          <RolePermissions key={selected.id} roleId={selected.id} />
        </div>
      ) : (
        <Empty description={t('assign.noRoles')} />
      )}
    </SystemPage>
  );
}
