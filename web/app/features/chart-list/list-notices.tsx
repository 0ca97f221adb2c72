import { Button, Stack } from '@mantine/core';
import { IconChartBarOff, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';

/** An empty list: nothing matches the filters (with a way to clear them), or there are no charts at all. */
export function ListEmpty({ filtered, canCreate, onClearFilters }: { filtered: boolean; canCreate: boolean; onClearFilters: () => void }) {
  if (filtered) {
    return (
      <EmptyState title="No results match your filter criteria" description="Try other words or fewer filters."
        action={<Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>Clear all filters</Button>} />
    );
  }
  return (
    <Stack align="center" gap={0} py="xl">
      <IconChartBarOff size={56} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />
      <EmptyState
        title="You don't have any charts yet!"
        description={canCreate ? 'Create a chart from a dataset in Explore; it will be listed here.' : 'Charts shared with you will be listed here.'}
        action={canCreate ? <Button component={Link} to="/explore/" leftSection={<IconPlus size={16} aria-hidden />}>Chart</Button> : undefined}
      />
    </Stack>
  );
}
