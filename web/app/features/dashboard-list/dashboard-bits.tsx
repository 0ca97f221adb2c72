import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { DescriptionHint } from '../lists/index.ts';
import { CertifiedBadge } from '../../ui/certified-badge.tsx';
import { dashboardPath } from './list-query.ts';
import { dashboardName } from './names.ts';

/** Small pieces a dashboard row and a dashboard card both show. */

/** The dashboard's title linking to its page, with its certification (and description, when there is one) beside it. */
export function DashboardTitle({ dashboard, fw }: { dashboard: DashboardListItem; fw?: number }) {
  const description = typeof dashboard.description === 'string' ? dashboard.description : '';
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {dashboard.certified_by && (
        <CertifiedBadge certifiedBy={dashboard.certified_by} details={dashboard.certification_details} />
      )}
      <Anchor
        component={Link}
        to={dashboardPath(dashboard)}
        fw={fw}
        lineClamp={1}
        title={dashboardName(dashboard)}
        style={{ wordBreak: 'break-all' }}
      >
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
