import type { RoleItem } from '@dropmall/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { RolePermissions } from './RolePermissions';

interface PermissionDrawerProps {
  role: RoleItem | null;
  onClose: () => void;
}

/** The role list's permission editor: the tree of the role beside the list. */
export function PermissionDrawer({ role, onClose }: PermissionDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={role !== null}
      onClose={onClose}
      title={role ? t('roles.permissionsOf', { name: role.name }) : ''}
      size="default"
      destroyOnHidden
    >
      {role && <RolePermissions roleId={role.id} onSaved={onClose} />}
    </Drawer>
  );
}
