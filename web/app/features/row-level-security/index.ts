/** Superset's row level security screens (Settings > Security > Row Level Security): the rule list and the rule modal. */
export { RlsListPage } from './rls-list-page.tsx';
