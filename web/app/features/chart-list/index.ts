/** Superset's chart list (`/chart/list/`). */
export { ChartListPage } from './chart-list-page.tsx';
