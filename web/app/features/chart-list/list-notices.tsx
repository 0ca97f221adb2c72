import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartBarOff, IconFilterOff, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { describeError } from '../../core/describe-error.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

/** What the list shows instead of charts: its first load, a failure, or why it is empty. */

/** The first load, before any page of charts has arrived. */
export function ListLoading() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">Loading charts…</Text>
      </Stack>
    </Center>
  );
}

/** A failed list request: the status and the server's words, and a way to ask again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { status, title, message } = describeError(error);
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}
      title={status === undefined || status === 0 ? `Could not load charts: ${title}` : `Could not load charts (error ${status}): ${title}`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {message}
        </Text>
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

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
