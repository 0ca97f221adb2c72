import { ActionIcon, Button, CloseButton, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconLayoutGrid, IconList, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SORT_OPTIONS, sortOptionOf, type ChartListState, type ViewMode } from './list-state.ts';

/** Props of the page header: the view, and the buttons a writer gets. */
export interface ListHeaderProps {
  viewMode: ViewMode;
  onViewMode: (viewMode: ViewMode) => void;
  canWrite: boolean;
  bulkSelect: boolean;
  onToggleBulkSelect: () => void;
  /** Shown before the view buttons (the card view's sort menu). */
  children?: ReactNode;
}

const VIEWS = [
  { mode: 'card', label: 'Card view', Icon: IconLayoutGrid },
  { mode: 'table', label: 'List view', Icon: IconList },
] as const;

/** Superset's two view buttons: cards or list, the current one pressed. */
function ViewSwitch({ viewMode, onViewMode }: Pick<ListHeaderProps, 'viewMode' | 'onViewMode'>) {
  return (
    <ActionIcon.Group role="group" aria-label="View">
      {VIEWS.map(({ mode, label, Icon }) => (
        <Tooltip key={mode} label={label}>
          <ActionIcon size="lg" variant={viewMode === mode ? 'filled' : 'default'} aria-label={label} aria-pressed={viewMode === mode}
            onClick={() => onViewMode(mode)}>
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </ActionIcon.Group>
  );
}

/** Superset's list sub-menu: the title, the card/list switch, "Bulk select" and "+ Chart". */
export function ListHeader({ viewMode, onViewMode, canWrite, bulkSelect, onToggleBulkSelect, children }: ListHeaderProps) {
  return (
    <Group justify="space-between">
      <Title order={1}>Charts</Title>
      <Group gap="sm">
        {children}
        <ViewSwitch viewMode={viewMode} onViewMode={onViewMode} />
        {canWrite && (
          <Button variant={bulkSelect ? 'light' : 'default'} onClick={onToggleBulkSelect} aria-pressed={bulkSelect}>
            Bulk select
          </Button>
        )}
        {canWrite && (
          <Button component={Link} to="/explore/" leftSection={<IconPlus size={16} aria-hidden />}>
            Chart
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Props of the bulk bar: how many are selected and what to do with them. */
export interface BulkBarProps {
  selectedCount: number;
  selectableCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
  onClose: () => void;
}

/** Superset's bulk-select bar: `N Selected`, select or deselect the page, delete, and leave bulk select. */
export function BulkBar({ selectedCount, selectableCount, onSelectAll, onDeselectAll, onDelete, onClose }: BulkBarProps) {
  return (
    <Paper withBorder px="md" py={6} bg="var(--mantine-color-default-hover)" role="toolbar" aria-label="Bulk actions">
      <Group justify="space-between">
        <Group gap="md">
          <Text size="sm" fw={600} aria-live="polite">{`${selectedCount} Selected`}</Text>
          {selectedCount < selectableCount && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>{`Select all ${selectableCount}`}</Button>
          )}
          {selectedCount > 0 && <Button variant="subtle" size="compact-sm" onClick={onDeselectAll}>Deselect all</Button>}
          <Button color="red" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} disabled={selectedCount === 0} onClick={onDelete}>
            Delete
          </Button>
        </Group>
        <CloseButton aria-label="Close bulk select" onClick={onClose} />
      </Group>
    </Paper>
  );
}

/** The card view's sort menu (Superset's CardSortSelect), since cards have no headers to click. */
export function CardSortSelect({ state, onSort }: { state: ChartListState; onSort: (column: ChartListState['sortColumn'], order: 'asc' | 'desc') => void }) {
  const current = sortOptionOf(state);
  const options = SORT_OPTIONS.includes(current) ? SORT_OPTIONS : [...SORT_OPTIONS, current];
  return (
    <Select aria-label="Sort" w={230} leftSection={<IconArrowsSort size={16} aria-hidden />} data={options.map(({ value, label }) => ({ value, label }))} value={current.value} allowDeselect={false}
      onChange={(value) => {
        const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
        if (option) onSort(option.column, option.order);
      }} />
  );
}
