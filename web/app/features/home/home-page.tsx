import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { HomeSection } from './home-section.tsx';

/** How to greet the user: first name when the profile has one. */
export function greetingName(user: CurrentUser): string {
  return user.first_name.trim() || user.username;
}

/** The landing page after signing in: a greeting and the recents, dashboards, charts and saved queries sections. */
export function HomePage({ user }: { user: CurrentUser }) {
  // The home page's list endpoints are not wired yet, so every section starts empty and says how it will fill up.
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
