import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of an empty state: what is missing, how it fills up, and an optional next step. */
export interface EmptyStateProps {
  title: string;
  description?: string;
  /** A button or link to the action that fills the space (e.g. "+ Chart"). */
  action?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

/** Says plainly that there is nothing here yet, and what to do about it. */
export function EmptyState({ title, description, action, size = 'md' }: EmptyStateProps) {
  return (
    <MantineEmptyState size={size} title={title} description={description} py={size === 'sm' ? 0 : 'xl'}>
      {action !== undefined && <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
