import { Alert, Anchor, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** What an error page says: a title, the message, an optional status and (development only) details. */
export interface ErrorPageProps {
  title: string;
  message: string;
  status?: number;
  details?: string;
}

/** A full-page error with a way to retry the same address and a way home. */
export function ErrorPage({ title, message, status, details }: ErrorPageProps) {
  const location = useLocation();
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
          or{' '}
          <Anchor component={Link} to="/">
            go to the home page
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
