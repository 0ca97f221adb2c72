import { RouteErrorView } from '../core/route-error-view.tsx';
import { RoleListPage } from '../features/admin-roles/index.ts';
import type { Route } from './+types/list-roles';

export const meta: Route.MetaFunction = () => [{ title: 'List Roles · Skyset' }];

/** The role list at Superset 5's `/list_roles/`; the list loads its own data. */
export default function ListRolesRoute() {
  return <RoleListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
