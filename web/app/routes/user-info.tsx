import { RouteErrorView } from '../core/route-error-view.tsx';
import { ProfilePage } from '../features/profile/index.ts';
import type { Route } from './+types/user-info';

export const meta: Route.MetaFunction = () => [{ title: 'User info · Skyset' }];

/** The signed-in user's own page at Superset's `/user_info/` (Settings > User > Info). */
export default function UserInfoRoute() {
  return <ProfilePage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
