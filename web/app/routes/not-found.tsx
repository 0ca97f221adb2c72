import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RouteErrorView } from '../core/route-error-view.tsx';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => [{ title: 'Page not found · Skyset' }];

/** Any path no screen answers, including screens that are not built yet. */
export default function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address, or it is not available yet.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
