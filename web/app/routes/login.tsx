import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { Form, redirect, useNavigation } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { hasSession, logIn } from '../api/security.ts';
import { RouteErrorView } from '../components/route-error-view.tsx';
import { safeNextPath } from '../lib/login-paths.ts';
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
  const tenant = String(form.get('tenant') ?? '').trim().toLowerCase();
  if (username === '' || password === '') return { error: 'Enter your username and password.' };
  try {
    await logIn({ username, password, ...(tenant === '' ? {} : { tenant }) });
  } catch (error) {
    // The server says only "Not authorized", so as not to tell which of the three was wrong; say what to check.
    if (error instanceof ApiError && error.status === 401) return { error: 'The username, password or workspace is not right.' };
    if (error instanceof ApiError) return { error: error.message };
    throw error;
  }
  return redirect(nextPathOf(request));
}

/** The sign-in form at `/login/`. */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData !== undefined;

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={380} maw="100%">
        <Form method="post" noValidate>
          <Stack gap="md">
            <Title order={1} size="h2">
              Sign in to Skyset
            </Title>
            {actionData?.error !== undefined && (
              <Alert color="red" title="Sign in failed">
                {actionData.error}
              </Alert>
            )}
            <TextInput label="Username" name="username" autoComplete="username" autoFocus />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              // The default toggle label contains "password", which makes lookups by the label "Password" ambiguous.
              visibilityToggleButtonProps={{ 'aria-label': 'Show characters' }}
            />
            <TextInput
              label="Workspace"
              name="tenant"
              defaultValue="default"
              autoComplete="organization"
              description="The workspace your administrator created for your team"
            />
            <Button type="submit" disabled={submitting} loading={submitting}>
              Sign in
            </Button>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
