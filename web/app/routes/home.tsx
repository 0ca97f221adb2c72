import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { getCurrentUser } from '../api/security.ts';
import { HomeSection } from '../components/home-section.tsx';
import { RouteErrorView } from '../components/route-error-view.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [{ title: 'Home · Skyset' }];

/** Loads the signed-in user for the greeting. */
export async function clientLoader() {
  return { user: await getCurrentUser() };
}

/** How to greet the user: first name when the profile has one. */
export function greetingName(user: CurrentUser): string {
  return user.first_name.trim() || user.username;
}

/** The landing page after signing in (`/` and Superset's `/superset/welcome/`). */
export default function HomePage({ loaderData: { user } }: Route.ComponentProps) {
  // The list endpoints do not exist yet, so every section starts empty and says how it will fill up.
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>{`Welcome, ${greetingName(user)}`}</Title>
        <HomeSection title="Recents" items={[]} emptyHint="Dashboards, charts and queries you open will show up here." />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <HomeSection title="Dashboards" items={[]} emptyHint="Dashboards you create or favourite will be listed here." />
          <HomeSection title="Charts" items={[]} emptyHint="Charts you create or favourite will be listed here." />
          <HomeSection title="Saved queries" items={[]} emptyHint="Queries you save in SQL Lab will be listed here." />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorView error={error} />;
}
