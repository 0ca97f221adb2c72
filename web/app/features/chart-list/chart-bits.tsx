import { Anchor, Avatar, Group, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ChartListItem, ChartUser } from '#shared/api/chart.ts';
import { chartName, initials, userName } from './chart-names.ts';

/** Small pieces a chart row and a chart card both show. */

/** Superset's certified badge: a rosette whose tooltip names the certifier and the details. */
export function CertifiedBadge({ certifiedBy, details }: { certifiedBy: string; details: string | null }) {
  const label = details ? `Certified by ${certifiedBy}\n${details}` : `Certified by ${certifiedBy}`;
  return (
    <Tooltip label={label} multiline maw={280} style={{ whiteSpace: 'pre-line' }}>
      <IconRosetteDiscountCheck size={18} color="var(--mantine-color-blue-6)" aria-label={label} role="img" style={{ flexShrink: 0 }} />
    </Tooltip>
  );
}

/** The description of a chart behind an info icon, as Superset's list shows it next to the name. */
export function DescriptionHint({ description }: { description: string }) {
  return (
    <Tooltip label={description} multiline maw={320}>
      <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" aria-label={description} role="img" style={{ flexShrink: 0 }} />
    </Tooltip>
  );
}

/** The chart's name linking to Explore, with its certification and description beside it. */
export function ChartTitle({ chart, fw }: { chart: ChartListItem; fw?: number }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {chart.certified_by && <CertifiedBadge certifiedBy={chart.certified_by} details={chart.certification_details} />}
      <Anchor component={Link} to={chart.slice_url} fw={fw} lineClamp={1} title={chartName(chart)} style={{ wordBreak: 'break-all' }}>
        {chartName(chart)}
      </Anchor>
      {chart.description && <DescriptionHint description={chart.description} />}
    </Group>
  );
}

/** Superset's face pile: each owner's initials, full names on hover; more than `max` fold into a `+N`. */
export function OwnerAvatars({ owners, max = 4 }: { owners: readonly ChartUser[]; max?: number }) {
  if (owners.length === 0) return <Text size="sm" c="dimmed">None</Text>;
  const shown = owners.slice(0, max);
  const hidden = owners.slice(max);
  return (
    <Tooltip.Group openDelay={150}>
      <Avatar.Group spacing={6} aria-label={`Owners: ${owners.map(userName).join(', ')}`} role="group">
        {shown.map((owner) => (
          <Tooltip key={owner.id} label={userName(owner)}>
            <Avatar size={28} radius="xl" color="initials" name={userName(owner)}>
              {initials(owner)}
            </Avatar>
          </Tooltip>
        ))}
        {hidden.length > 0 && (
          <Tooltip label={hidden.map(userName).join(', ')}>
            <Avatar size={28} radius="xl">{`+${hidden.length}`}</Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}

/** The dataset's table name linking to Explore over it; the full `schema.table` on hover, as Superset's list shows it. */
export function DatasetLink({ chart }: { chart: ChartListItem }) {
  const fullName = chart.datasource_name_text;
  if (!fullName) return <Text size="sm" c="dimmed">Dataset missing</Text>;
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
  if (chart.dashboards.length === 0) return <Text size="sm" c="dimmed">None</Text>;
  const title = (dashboard: ChartListItem['dashboards'][number]) => dashboard.dashboard_title ?? `Dashboard ${dashboard.id}`;
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
