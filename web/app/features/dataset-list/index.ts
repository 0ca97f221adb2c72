/** Superset's dataset list (`/tablemodelview/list/`), and where a dataset opens in Explore. */
export { DatasetListPage } from './dataset-list-page.tsx';
export { datasetExplorePath } from './list-state.ts';
