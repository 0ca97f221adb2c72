import { redirect } from 'react-router';
import { ApiError } from '../core/http/api-error.ts';
import { safeNextPath } from '../core/http/login-paths.ts';
import { RouteErrorView } from '../core/route-error-view.tsx';
import { hasSession, logIn } from '../features/auth/index.ts';
import { LoginForm } from '../features/login/index.ts';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [{ title: 'Sign in · Skyset' }];

function nextPathOf(request: Request): string {
  return safeNextPath(new URL(request.url).searchParams.get('next'));
}

/** Someone already signed in goes straight on to where they were heading. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (hasSession()) throw redirect(nextPathOf(request));
  return null;
}

/** Signs in; failures come back as a message for the form instead of an error page. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const tenant = String(form.get('tenant') ?? '')
    .trim()
    .toLowerCase();
  if (username === '' || password === '') return { error: 'Enter your username and password.' };
  try {
    await logIn({ username, password, ...(tenant === '' ? {} : { tenant }) });
  } catch (error) {
    // The server says only "Not authorized", so as not to tell which of the three was wrong; say what to check.
    if (error instanceof ApiError && error.status === 401)
      return { error: 'The username, password or workspace is not right.' };
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect(nextPathOf(request));
}

/** The sign-in form at `/login/`. */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  return <LoginForm error={actionData?.error} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
