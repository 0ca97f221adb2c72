/** Superset's role administration (Settings > Security > List Roles): the list, and a role's name, permission pairs and users. */
export { RoleListPage } from './role-list-page.tsx';
