import { Avatar, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ChartUser } from '#shared/api/chart.ts';
import { initials, userName } from './user-names.ts';

/** Small pieces the rows and cards of every list show. */

/** An item's description behind an info icon, as Superset's lists show it next to the name. */
export function DescriptionHint({ description }: { description: string }) {
  return (
    <Tooltip label={description} multiline maw={320}>
      <IconInfoCircle
        size={16}
        color="var(--mantine-color-dimmed)"
        aria-label={description}
        role="img"
        style={{ flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/** Superset's face pile: each owner's initials, full names on hover; more than `max` fold into a `+N`. */
export function OwnerAvatars({ owners, max = 4 }: { owners: readonly ChartUser[]; max?: number }) {
  if (owners.length === 0)
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
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

/** A user's name, or nothing when the field is empty (a row never modified, an owner removed). */
export function UserName({ user }: { user: ChartUser | null }) {
  return <Text size="sm">{user ? userName(user) : ''}</Text>;
}
