import { Alert, Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../api/api-error.ts';
import { describeError } from '../lib/describe-error.ts';
import { FullPageLoader } from './full-page-loader.tsx';

/**
 * The body of every route's ErrorBoundary: status and message of what failed and a way to retry.
 * An expired session is not an error worth showing: the API client is already leaving for the login page.
 */
export function RouteErrorView({ error }: { error: unknown }) {
  const location = useLocation();
  if (error instanceof ApiError && error.status === 401) return <FullPageLoader label="Redirecting to sign in…" />;

  const { status, title, message, details } = describeError(error);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert color="red" title={status === undefined ? 'Error' : `Error ${status}`}>
          <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        </Alert>
        {details !== undefined && <Code block>{details}</Code>}
        <Text>
          {/* Navigating to the same URL makes the router run the loaders again. */}
          <Anchor component={Link} to={`${location.pathname}${location.search}`} replace>
            Try again
          </Anchor>{' '}
          or <Anchor component={Link} to="/">go to the home page</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
