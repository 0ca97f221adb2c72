import { Button, Stack } from '@mantine/core';
import { IconFilterOff, IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { EmptyState } from '../../ui/empty-state.tsx';

/** Props of the empty list: whether filters narrowed it, and what the user may do about it. */
export interface ListEmptyProps {
  filtered: boolean;
  canCreate: boolean;
  onClearFilters: () => void;
  onCreate: () => void;
}

/** An empty list: nothing matches the filters (with a way to clear them), or there are no dashboards at all. */
export function ListEmpty({ filtered, canCreate, onClearFilters, onCreate }: ListEmptyProps) {
  if (filtered) {
    return (
      <EmptyState title="No results match your filter criteria" description="Try other words or fewer filters."
        action={<Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>Clear all filters</Button>} />
    );
  }
  return (
    <Stack align="center" gap={0} py="xl">
      <IconLayoutDashboard size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />
      <EmptyState title="You don't have any dashboards yet!"
        description={canCreate ? 'Create a dashboard and drag charts onto it; it will be listed here.' : 'Dashboards shared with you will be listed here.'}
        action={canCreate ? <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>Dashboard</Button> : undefined} />
    </Stack>
  );
}
