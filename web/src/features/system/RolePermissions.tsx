import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, message } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermitted } from '../../lib/permitted';
import { PageSpinner } from '../../lib/ui/PageSpinner';
import { bindPermissions, permissionTree, rolePermissions, systemKeys } from './api';
import { PermissionTree } from './PermissionTree';

interface RolePermissionsProps {
  roleId: number;
  onSaved?: () => void;
}

/** A role's permissions as a checkbox tree, saved with 'save permissions' (the role list and assign pages). */
export function RolePermissions({ roleId, onSaved }: RolePermissionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayGrant = usePermitted()('save permissions');
  const tree = useQuery({ queryKey: systemKeys.tree, queryFn: permissionTree });
  const held = useQuery({ queryKey: systemKeys.byRole(roleId), queryFn: () => rolePermissions(roleId) });
  const [checked, setChecked] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (held.data) setChecked(new Set(held.data));
  }, [held.data]);
  const save = useMutation({
    mutationFn: () => bindPermissions(roleId, [...checked]),
    onSuccess: ({ msg, model }) => {
      void message.success(msg);
      queryClient.setQueryData(systemKeys.byRole(roleId), model);
      void queryClient.invalidateQueries({ queryKey: systemKeys.rolesAll });
      onSaved?.();
    },
  });

  if (tree.isPending || held.isPending) return <PageSpinner />;
  if (!tree.data || tree.data.length === 0) return <Empty />;
  return (
    <div className="dm-role-permissions">
      <Permitted label="save permissions">
        <div>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate()}
            data-testid="save-permissions"
          >
            {t('roles.savePermissions')}
          </Button>
        </div>
      </Permitted>
      <PermissionTree tree={tree.data} checked={checked} onChange={setChecked} readOnly={!mayGrant} />
    </div>
  );
}
