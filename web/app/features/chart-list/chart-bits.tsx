import { Anchor, Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { ChartListItem } from '#shared/api/chart.ts';
import { DescriptionHint } from '../lists/index.ts';
import { CertifiedBadge } from '../../ui/certified-badge.tsx';
import { chartName } from './chart-names.ts';

/** Small pieces a chart row and a chart card both show. */

/** The chart's name linking to Explore, with its certification and description beside it. */
export function ChartTitle({ chart, fw }: { chart: ChartListItem; fw?: number }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {chart.certified_by && <CertifiedBadge certifiedBy={chart.certified_by} details={chart.certification_details} />}
      <Anchor
        component={Link}
        to={chart.slice_url}
        fw={fw}
        lineClamp={1}
        title={chartName(chart)}
        style={{ wordBreak: 'break-all' }}
      >
        {chartName(chart)}
      </Anchor>
      {chart.description && <DescriptionHint description={chart.description} />}
    </Group>
  );
}

/** The dataset's table name linking to Explore over it; the full `schema.table` on hover, as Superset's list shows it. */
export function DatasetLink({ chart }: { chart: ChartListItem }) {
  const fullName = chart.datasource_name_text;
  if (!fullName)
    return (
      <Text size="sm" c="dimmed">
        Dataset missing
      </Text>
    );
  const shortName = fullName.includes('.') ? fullName.split('.').slice(1).join('.') : fullName;
  const label = chart.datasource_url ? (
    <Anchor component={Link} to={chart.datasource_url} size="sm">
      {shortName}
    </Anchor>
  ) : (
    <Text size="sm">{shortName}</Text>
  );
  return <Tooltip label={fullName}>{label}</Tooltip>;
}

/** The dashboards a chart sits on, linked (Superset's "On dashboards" cross links); more than `max` fold into `+N`. */
export function DashboardLinks({ chart, max = 2 }: { chart: ChartListItem; max?: number }) {
  if (chart.dashboards.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  const title = (dashboard: ChartListItem['dashboards'][number]) =>
    dashboard.dashboard_title ?? `Dashboard ${dashboard.id}`;
  const hidden = chart.dashboards.slice(max);
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {chart.dashboards.slice(0, max).map((dashboard) => (
        <Anchor key={dashboard.id} component={Link} to={`/superset/dashboard/${dashboard.id}/`} size="sm" lineClamp={1}>
          {title(dashboard)}
        </Anchor>
      ))}
      {hidden.length > 0 && (
        <Tooltip label={hidden.map(title).join(', ')}>
          <Text size="sm" c="dimmed">{`+${hidden.length}`}</Text>
        </Tooltip>
      )}
    </Group>
  );
}
