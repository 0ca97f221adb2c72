/** Superset's dashboard list (`/dashboard/list/`), and the dashboard properties modal the list and the dashboard page share. */
export { DashboardListPage } from './dashboard-list-page.tsx';
export { useCreateDashboard } from './use-create-dashboard.ts';
export {
  PropertiesModal as DashboardPropertiesModal,
  type DashboardPropertiesModalProps,
  type SavedProperties,
} from './properties-modal.tsx';
