import { RouteErrorView } from '../core/route-error-view.tsx';
import { UserListPage } from '../features/admin-users/index.ts';
import type { Route } from './+types/list-users';

export const meta: Route.MetaFunction = () => [{ title: 'List Users · Skyset' }];

/** The user list at Superset 5's `/list_users/`; the list loads its own data. */
export default function ListUsersRoute() {
  return <UserListPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
