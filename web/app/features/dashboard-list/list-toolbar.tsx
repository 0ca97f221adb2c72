import { ActionIcon, Button, CloseButton, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsSort, IconDownload, IconLayoutGrid, IconList, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SORT_OPTIONS, sortOptionOf, type DashboardListState, type ViewMode } from './list-state.ts';

/** Props of the page header: the view, and the buttons the user's permissions allow. */
export interface ListHeaderProps {
  viewMode: ViewMode;
  onViewMode: (viewMode: ViewMode) => void;
  canWrite: boolean;
  canExport: boolean;
  bulkSelect: boolean;
  onToggleBulkSelect: () => void;
  onImport: () => void;
  onCreate: () => void;
  creating: boolean;
  /** Shown before the view buttons (the card view's sort menu). */
  children?: ReactNode;
}

const VIEWS = [
  { mode: 'card', label: 'Card view', Icon: IconLayoutGrid },
  { mode: 'table', label: 'List view', Icon: IconList },
] as const;

function ViewSwitch({ viewMode, onViewMode }: Pick<ListHeaderProps, 'viewMode' | 'onViewMode'>) {
  return (
    <ActionIcon.Group role="group" aria-label="View">
      {VIEWS.map(({ mode, label, Icon }) => (
        <Tooltip key={mode} label={label}>
          <ActionIcon size="lg" variant={viewMode === mode ? 'filled' : 'default'} aria-label={label} aria-pressed={viewMode === mode} onClick={() => onViewMode(mode)}>
            <Icon size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ))}
    </ActionIcon.Group>
  );
}

/** Superset's list sub-menu: the title, the card/list switch, "Import dashboards", "Bulk select" and "+ Dashboard". */
export function ListHeader(props: ListHeaderProps) {
  const { canWrite, canExport, bulkSelect } = props;
  return (
    <Group justify="space-between">
      <Title order={1}>Dashboards</Title>
      <Group gap="sm">
        {props.children}
        <ViewSwitch viewMode={props.viewMode} onViewMode={props.onViewMode} />
        {canWrite && (
          <Tooltip label="Import dashboards">
            <ActionIcon size="lg" variant="default" aria-label="Import dashboards" onClick={props.onImport}>
              <IconDownload size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {(canWrite || canExport) && (
          <Button variant={bulkSelect ? 'light' : 'default'} onClick={props.onToggleBulkSelect} aria-pressed={bulkSelect}>
            Bulk select
          </Button>
        )}
        {canWrite && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} loading={props.creating} onClick={props.onCreate}>
            Dashboard
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** Props of the bulk bar: how many are selected and what may be done with them. */
export interface BulkBarProps {
  selectedCount: number;
  selectableCount: number;
  canDelete: boolean;
  canExport: boolean;
  exporting: boolean;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
  onExport: () => void;
  onClose: () => void;
}

/** Superset's bulk-select bar: `N Selected`, select or deselect the page, delete, export, and leave bulk select. */
export function BulkBar(props: BulkBarProps) {
  const { selectedCount, selectableCount } = props;
  return (
    <Paper withBorder px="md" py={6} bg="var(--mantine-color-default-hover)" role="toolbar" aria-label="Bulk actions">
      <Group justify="space-between">
        <Group gap="md">
          <Text size="sm" fw={600} aria-live="polite">{`${selectedCount} Selected`}</Text>
          {selectedCount < selectableCount && <Button variant="subtle" size="compact-sm" onClick={props.onSelectAll}>{`Select all ${selectableCount}`}</Button>}
          {selectedCount > 0 && <Button variant="subtle" size="compact-sm" onClick={props.onDeselectAll}>Deselect all</Button>}
          {props.canDelete && (
            <Button color="red" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} disabled={selectedCount === 0} onClick={props.onDelete}>
              Delete
            </Button>
          )}
          {props.canExport && (
            <Button size="compact-sm" leftSection={<IconUpload size={14} aria-hidden />} disabled={selectedCount === 0} loading={props.exporting} onClick={props.onExport}>
              Export
            </Button>
          )}
        </Group>
        <CloseButton aria-label="Close bulk select" onClick={props.onClose} />
      </Group>
    </Paper>
  );
}

/** The card view's sort menu (Superset's CardSortSelect), since cards have no headers to click. */
export function CardSortSelect({ state, onSort }: { state: DashboardListState; onSort: (column: DashboardListState['sortColumn'], order: 'asc' | 'desc') => void }) {
  const current = sortOptionOf(state);
  const options = SORT_OPTIONS.includes(current) ? SORT_OPTIONS : [...SORT_OPTIONS, current];
  return (
    <Select aria-label="Sort" w={230} leftSection={<IconArrowsSort size={16} aria-hidden />} data={options.map(({ value, label }) => ({ value, label }))}
      value={current.value} allowDeselect={false}
      onChange={(value) => {
        const option = SORT_OPTIONS.find((candidate) => candidate.value === value);
        if (option) onSort(option.column, option.order);
      }} />
  );
}
