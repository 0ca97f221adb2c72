import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ChartUser } from '#shared/api/chart.ts';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { CertifiedBadge, DescriptionHint } from '../chart-list/index.ts';
import { dashboardPath } from './list-query.ts';
import { dashboardName, userName } from './names.ts';

/** Small pieces a dashboard row and a dashboard card both show. */

/** The dashboard's title linking to its page, with its certification (and description, when there is one) beside it. */
export function DashboardTitle({ dashboard, fw }: { dashboard: DashboardListItem; fw?: number }) {
  const description = typeof dashboard.description === 'string' ? dashboard.description : '';
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {dashboard.certified_by && <CertifiedBadge certifiedBy={dashboard.certified_by} details={dashboard.certification_details} />}
      <Anchor component={Link} to={dashboardPath(dashboard)} fw={fw} lineClamp={1} title={dashboardName(dashboard)} style={{ wordBreak: 'break-all' }}>
        {dashboardName(dashboard)}
      </Anchor>
      {description !== '' && <DescriptionHint description={description} />}
    </Group>
  );
}

/** Superset's PublishedLabel: a green "Published" or a grey "Draft" tag. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'teal' : 'gray'} radius="sm" tt="none">
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** A user's name, or nothing in dimmed words when the field is empty. */
export function UserName({ user }: { user: ChartUser | null }) {
  return <Text size="sm">{user ? userName(user) : ''}</Text>;
}
