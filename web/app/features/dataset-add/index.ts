/** Superset's "New dataset" page (`/dataset/add/`): a dataset from a database table, then Explore on it. */
export { AddDatasetPage } from './add-dataset-page.tsx';
