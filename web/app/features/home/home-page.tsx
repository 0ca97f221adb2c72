import { Button, Container, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { CurrentUser } from '#shared/web-api/security.ts';
import { rolesGrant } from '#shared/security/permissions.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useGetMyRolesQuery } from '../auth/index.ts';
import { useCreateDashboard } from '../dashboard-list/index.ts';
import { type HomeTab, homeApi } from './api.ts';
import { HomeSection } from './home-section.tsx';
import { HomeLinkButton } from './home-link-button.tsx';

/** How to greet the user: first name when the profile has one. */
export function greetingName(user: CurrentUser): string {
  return user.first_name.trim() || user.username;
}

/** Superset's tabs of the dashboards and charts sections, favourites first. */
const TABS = [
  { value: 'favorite', label: 'Favorite' },
  { value: 'mine', label: 'Mine' },
];

/** A query's state as a section shows it. */
const sectionState = (query: { isLoading: boolean; error?: unknown }) => ({
  loading: query.isLoading,
  error: query.error === undefined ? undefined : errorSummary(query.error),
});

/** Whether the signed-in user's roles grant `permission` on `view` (false until the roles are known). */
function useGrant(permission: string, view: string): boolean {
  const roles = useGetMyRolesQuery();
  return roles.data !== undefined && rolesGrant(roles.data.roles, permission, view);
}

/** Superset's Recents: the dashboards and charts the user opened lately, read again each time the page shows. */
function RecentsSection() {
  const recents = homeApi.useHomeRecentsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <HomeSection
      title="Recents"
      items={recents.data ?? []}
      {...sectionState(recents)}
      emptyTitle="Recently viewed charts, dashboards, and saved queries will appear here"
    />
  );
}

/** The user's dashboards: favourites or owned, "+ Dashboard" creating one and opening it in edit mode. */
function DashboardsSection({ userId }: { userId: number }) {
  const [tab, setTab] = useState<HomeTab>('mine');
  const dashboards = homeApi.useHomeDashboardsQuery({ tab, userId });
  const canWrite = useGrant('can_write', 'Dashboard');
  const create = useCreateDashboard();
  const createButton = (label: string) => (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconPlus size={14} aria-hidden />}
      loading={create.isLoading}
      onClick={create.run}
    >
      {label}
    </Button>
  );
  return (
    <HomeSection
      title="Dashboards"
      items={dashboards.data ?? []}
      {...sectionState(dashboards)}
      viewAllHref="/dashboard/list/"
      tabs={{ value: tab, options: TABS, onChange: (value) => setTab(value as HomeTab) }}
      actions={canWrite ? createButton('Dashboard') : undefined}
      emptyAction={
        tab === 'favorite' ? (
          <HomeLinkButton to="/dashboard/list/">See all dashboards</HomeLinkButton>
        ) : canWrite ? (
          createButton('Dashboard')
        ) : undefined
      }
    />
  );
}

/** The user's charts: favourites or owned; "+ Chart" starts one in Explore. */
function ChartsSection({ userId }: { userId: number }) {
  const [tab, setTab] = useState<HomeTab>('mine');
  const charts = homeApi.useHomeChartsQuery({ tab, userId });
  const canWrite = useGrant('can_write', 'Chart');
  const create = canWrite ? (
    <HomeLinkButton to="/explore/" plus>
      Chart
    </HomeLinkButton>
  ) : undefined;
  return (
    <HomeSection
      title="Charts"
      items={charts.data ?? []}
      {...sectionState(charts)}
      viewAllHref="/chart/list/"
      tabs={{ value: tab, options: TABS, onChange: (value) => setTab(value as HomeTab) }}
      actions={create}
      emptyAction={tab === 'favorite' ? <HomeLinkButton to="/chart/list/">See all charts</HomeLinkButton> : create}
    />
  );
}

/** The queries the user saved in SQL Lab; "+ SQL query" opens a new SQL Lab tab. */
function SavedQueriesSection({ userId }: { userId: number }) {
  const queries = homeApi.useHomeSavedQueriesQuery(userId);
  // A new query opens SQL Lab, which needs its own permission (GET /api/v1/sqllab/).
  const canWrite = useGrant('can_write', 'SavedQuery');
  const canOpenSqlLab = useGrant('can_read', 'SQLLab');
  const create =
    canWrite && canOpenSqlLab ? (
      <HomeLinkButton to="/sqllab/?new=true" plus>
        SQL query
      </HomeLinkButton>
    ) : undefined;
  return (
    <HomeSection
      title="Saved queries"
      items={queries.data ?? []}
      {...sectionState(queries)}
      viewAllHref="/savedqueryview/list/"
      actions={create}
      emptyAction={create}
    />
  );
}

/**
 * Superset's welcome page: a greeting, what the user opened lately (Recents, from the usage log), then the user's
 * dashboards, charts and saved queries, each with its tabs, its create button and "View All".
 */
export function HomePage({ user }: { user: CurrentUser }) {
  // As Superset's: users without SQL Lab's saved queries (Alpha, Gamma) do not get the section (nor its 403); the
  // same goes for dashboards and charts, whose lists and links a role without their reading pair could not open.
  const canReadDashboards = useGrant('can_read', 'Dashboard');
  const canReadCharts = useGrant('can_read', 'Chart');
  const canReadSavedQueries = useGrant('can_read', 'SavedQuery');
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Title order={1}>{`Welcome, ${greetingName(user)}`}</Title>
        <RecentsSection />
        {canReadDashboards && <DashboardsSection userId={user.id} />}
        {canReadCharts && <ChartsSection userId={user.id} />}
        {canReadSavedQueries && <SavedQueriesSection userId={user.id} />}
      </Stack>
    </Container>
  );
}
