/** What other features use of the dashboard: the Welcome page shows it to businesses. */
export { Dashboard } from './Dashboard';
