import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { type HomeTab, homeApi } from './api.ts';
import { HomeSection } from './home-section.tsx';

/** How to greet the user: first name when the profile has one. */
export function greetingName(user: CurrentUser): string {
  return user.first_name.trim() || user.username;
}

const CHART_TABS = [
  { value: 'mine', label: 'Mine' },
  { value: 'favorite', label: 'Favorite' },
];

/** A query's state as a section shows it. */
const sectionState = (query: { data?: unknown; isLoading: boolean; error?: unknown }) => ({
  loading: query.isLoading,
  error: query.error === undefined ? undefined : errorSummary(query.error),
});

/** The user's charts: the ones they own, or their favourites. */
function ChartsSection({ userId }: { userId: number }) {
  const [tab, setTab] = useState<HomeTab>('mine');
  const charts = homeApi.useHomeChartsQuery({ tab, userId });
  return (
    <HomeSection
      title="Charts"
      items={charts.data ?? []}
      {...sectionState(charts)}
      tabs={{ value: tab, options: CHART_TABS, onChange: (value) => setTab(value as HomeTab) }}
      viewAll={{ href: '/chart/list/', label: 'See all' }}
      emptyHint={tab === 'mine' ? 'Charts you save in Explore will be listed here.' : 'Star a chart to find it here.'}
    />
  );
}

/** The landing page after signing in: a greeting and the user's dashboards, charts and saved queries. */
export function HomePage({ user }: { user: CurrentUser }) {
  const dashboards = homeApi.useHomeDashboardsQuery(user.id);
  const queries = homeApi.useHomeSavedQueriesQuery(user.id);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>{`Welcome, ${greetingName(user)}`}</Title>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <HomeSection title="Dashboards" items={dashboards.data ?? []} {...sectionState(dashboards)} emptyHint="Dashboards you create will be listed here." />
          <ChartsSection userId={user.id} />
          <HomeSection title="Saved queries" items={queries.data ?? []} {...sectionState(queries)} emptyHint="Queries you save in SQL Lab will be listed here." />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
