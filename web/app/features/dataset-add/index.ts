/**
 * Superset's "New dataset" page (`/dataset/add/`): a dataset from a database table, then Explore on it; and its
 * reads of a database's schemas and a schema's tables, which the dataset editor's Source tab picks from too.
 */
export { AddDatasetPage } from './add-dataset-page.tsx';
export {
  useGetAddDatasetSchemasQuery as useDatabaseSchemasQuery,
  useGetAddDatasetTablesQuery as useSchemaTablesQuery,
  type TableChoice,
} from './api.ts';
