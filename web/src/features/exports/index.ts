/** What other features may use of download, publish and export: the buttons' hook and the order export. */
export { ExportOrdersButton } from './ExportOrdersButton';
export { useProductTasks } from './useProductTasks';
