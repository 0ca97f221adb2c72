/** Superset's dataset list (`/tablemodelview/list/`). */
export { DatasetListPage } from './dataset-list-page.tsx';
