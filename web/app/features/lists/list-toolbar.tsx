import { ActionIcon, Button, CloseButton, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconLayoutGrid, IconList, IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { sortOptionOf, type ListModel, type ListStateBase, type ViewMode } from './list-state.ts';

/** Props of a list page's header: its title, the view, bulk select, and the list's own buttons. */
export interface ListHeaderProps {
  title: string;
  viewMode: ViewMode;
  onViewMode: (viewMode: ViewMode) => void;
  /** Whether the user gets "Bulk select" (there is something they may do to several items). */
  canBulkSelect: boolean;
  bulkSelect: boolean;
  onToggleBulkSelect: () => void;
  /** Shown before the view buttons (the card view's sort menu). */
  children?: ReactNode;
  /** Shown between the view buttons and "Bulk select" (an import button). */
  tools?: ReactNode;
  /** Shown last (the "+ Chart" button). */
  create?: ReactNode;
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
          <ActionIcon
            size="lg"
            variant={viewMode === mode ? 'filled' : 'default'}
            aria-label={label}
            aria-pressed={viewMode === mode}
            onClick={() => onViewMode(mode)}
          >
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </ActionIcon.Group>
  );
}

/** Superset's list sub-menu: the title, the card/list switch, the list's tools, "Bulk select" and the create button. */
export function ListHeader({
  title,
  viewMode,
  onViewMode,
  canBulkSelect,
  bulkSelect,
  onToggleBulkSelect,
  children,
  tools,
  create,
}: ListHeaderProps) {
  return (
    <Group justify="space-between">
      <Title order={1}>{title}</Title>
      <Group gap="sm">
        {children}
        <ViewSwitch viewMode={viewMode} onViewMode={onViewMode} />
        {tools}
        {canBulkSelect && (
          <Button variant={bulkSelect ? 'light' : 'default'} onClick={onToggleBulkSelect} aria-pressed={bulkSelect}>
            Bulk select
          </Button>
        )}
        {create}
      </Group>
    </Group>
  );
}

/** Props of the bulk bar: how many are selected and what may be done with them. */
export interface BulkBarProps {
  selectedCount: number;
  selectableCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  /** Absent when the user may not delete the selection: no Delete button. */
  onDelete?: () => void;
  onClose: () => void;
  /** The list's other bulk actions (Export), after Delete. */
  children?: ReactNode;
}

/** Superset's bulk-select bar: `N Selected`, select or deselect the page, delete (and the list's own), and leave bulk select. */
export function BulkBar({
  selectedCount,
  selectableCount,
  onSelectAll,
  onDeselectAll,
  onDelete,
  onClose,
  children,
}: BulkBarProps) {
  return (
    <Paper withBorder px="md" py={6} bg="var(--mantine-color-default-hover)" role="toolbar" aria-label="Bulk actions">
      <Group justify="space-between">
        <Group gap="md">
          <Text size="sm" fw={600} aria-live="polite">{`${selectedCount} Selected`}</Text>
          {selectedCount < selectableCount && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAll}>{`Select all ${selectableCount}`}</Button>
          )}
          {selectedCount > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onDeselectAll}>
              Deselect all
            </Button>
          )}
          {onDelete && (
            <Button
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={selectedCount === 0}
              onClick={onDelete}
            >
              Delete
            </Button>
          )}
          {children}
        </Group>
        <CloseButton aria-label="Close bulk select" onClick={onClose} />
      </Group>
    </Paper>
  );
}

/** Props of the card view's sort menu. */
export interface CardSortSelectProps<S extends ListStateBase> {
  model: ListModel<S>;
  state: S;
  onSort: (column: S['sortColumn'], order: 'asc' | 'desc') => void;
}

/** The card view's sort menu (Superset's CardSortSelect), since cards have no headers to click. */
export function CardSortSelect<S extends ListStateBase>({ model, state, onSort }: CardSortSelectProps<S>) {
  const current = sortOptionOf(model, state);
  const options = model.sortOptions.includes(current) ? model.sortOptions : [...model.sortOptions, current];
  return (
    <Select
      aria-label="Sort"
      w={230}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
      data={options.map(({ value, label }) => ({ value, label }))}
      value={current.value}
      allowDeselect={false}
      onChange={(value) => {
        const option = model.sortOptions.find((candidate) => candidate.value === value);
        if (option) onSort(option.column, option.order);
      }}
    />
  );
}

/** The bulk bar's Export: the selection as a Superset bundle (disabled while nothing is selected). */
export function BulkExportButton({
  selectedIds,
  exporting,
  onExport,
}: {
  selectedIds: readonly number[];
  exporting: boolean;
  onExport: (ids: number[]) => void;
}) {
  return (
    <Button
      size="compact-sm"
      leftSection={<IconUpload size={14} aria-hidden />}
      disabled={selectedIds.length === 0}
      loading={exporting}
      onClick={() => onExport([...selectedIds])}
    >
      Export
    </Button>
  );
}
