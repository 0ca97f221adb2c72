import { Button, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../ui/empty-state.tsx';

/** Props of an empty list: whether filters narrowed it, and what the list shows when it has no items at all. */
export interface ListEmptyProps {
  filtered: boolean;
  onClearFilters: () => void;
  /** A large drawing of the list's items. */
  icon: ReactNode;
  /** `You don't have any charts yet!` */
  title: string;
  description: string;
  /** The create button, for users who may create. */
  action?: ReactNode;
}

/** An empty list: nothing matches the filters (with a way to clear them), or there are no items at all. */
export function ListEmpty({ filtered, onClearFilters, icon, title, description, action }: ListEmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        title="No results match your filter criteria"
        description="Try other words or fewer filters."
        action={
          <Button variant="light" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClearFilters}>
            Clear all filters
          </Button>
        }
      />
    );
  }
  return (
    <Stack align="center" gap={0} py="xl">
      {icon}
      <EmptyState title={title} description={description} action={action} />
    </Stack>
  );
}
