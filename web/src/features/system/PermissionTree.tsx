import type { PermissionNode } from '@dropmall/contract';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { indexTree, toggle } from './permissionTree';

interface PermissionTreeProps {
  tree: readonly PermissionNode[];
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Read-only: the user may look but not save. */
  readOnly?: boolean;
}

const toData = (nodes: readonly PermissionNode[], readOnly: boolean): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.name,
    disableCheckbox: readOnly || node.disabled,
    children: toData(node.children, readOnly),
  }));

/** The checkbox tree of groups, pages and buttons a role may hold (what the user cannot grant is greyed). */
export function PermissionTree({ tree, checked, onChange, readOnly = false }: PermissionTreeProps) {
  const index = useMemo(() => indexTree(tree), [tree]);
  const data = useMemo(() => toData(tree, readOnly), [tree, readOnly]);
  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      defaultExpandAll
      treeData={data}
      checkedKeys={{ checked: [...checked], halfChecked: [] }}
      onCheck={(_keys, info) => onChange(toggle(index, checked, Number(info.node.key), info.checked))}
      data-testid="permission-tree"
    />
  );
}
