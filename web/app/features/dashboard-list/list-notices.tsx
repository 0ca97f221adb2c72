import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFilterOff, IconLayoutDashboard, IconPlus, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../../core/describe-error.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/** What the list shows instead of dashboards: its first load, a failure, or why it is empty. */

/** The first load, before any page of dashboards has arrived. */
export function ListLoading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">Loading dashboards…</Text>
      </Stack>
    </Center>
  );
}

/** A failed list request: the status and the server's words, and a way to ask again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status, title, message } = describeError(error);
  const heading = status === undefined || status === 0 ? `Could not load dashboards: ${title}` : `Could not load dashboards (error ${status}): ${title}`;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title={heading}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

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
