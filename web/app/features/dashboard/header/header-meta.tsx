import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import type { DashboardItem } from '#shared/api/dashboard.ts';

const initials = (person: { first_name: string; last_name: string }) =>
  `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase();
const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** Superset's certified badge: who certified the dashboard, and the details when there are any. */
export function CertifiedBadge({ certifiedBy, details }: { certifiedBy: string | null; details: string | null }) {
  if (!certifiedBy) return null;
  const label = details ? `Certified by ${certifiedBy}\n${details}` : `Certified by ${certifiedBy}`;
  return (
    <Tooltip label={label} multiline style={{ whiteSpace: 'pre-line' }}>
      <IconRosetteDiscountCheckFilled
        size={20}
        color="var(--mantine-color-blue-6)"
        role="img"
        aria-label={label}
        data-testid="dashboard-certified"
      />
    </Tooltip>
  );
}

/** The metadata bar under the title: owners' initials and when and by whom the dashboard was last modified. */
export function HeaderMeta({ dashboard }: { dashboard: DashboardItem }) {
  const modifiedBy = dashboard.changed_by_name ? ` by ${dashboard.changed_by_name}` : '';
  return (
    <Group gap="sm" data-testid="dashboard-header-meta">
      <Avatar.Group spacing={6}>
        {dashboard.owners.map((owner) => (
          <Tooltip key={owner.id} label={fullName(owner)}>
            <Avatar size={24} radius="xl" color="initials" name={fullName(owner)} aria-label={fullName(owner)}>
              {initials(owner)}
            </Avatar>
          </Tooltip>
        ))}
      </Avatar.Group>
      <Text size="sm" c="dimmed">{`Modified ${dashboard.changed_on_delta_humanized}${modifiedBy}`}</Text>
    </Group>
  );
}
