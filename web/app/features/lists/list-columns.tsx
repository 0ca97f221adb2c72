import { ActionIcon, Checkbox, Text, Tooltip } from '@mantine/core';
import type { CellContext, ColumnDef, HeaderContext } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ChartUser } from '#shared/api/chart.ts';
import { FavoriteStar } from './favorite-star.tsx';
import { OwnerAvatars, UserName } from './list-bits.tsx';
import type { RowActions } from './use-list-actions.ts';

/**
 * Columns every list's table has alike, each made for one list's item type. Cells read the row actions from the
 * table's `meta`. Make the columns once, at module level: the table renders a function cell as a component, so a
 * cell made anew on each render would be a new component type and remount the whole table every time the page renders.
 */

/** What an item shows in a list's columns: an id, and the name a person knows it by. */
export type NameOf<T> = (item: T) => string;

/** The row actions, which the page hands the table as its `meta`. */
export const rowActionsOf = <T,>({ table }: Pick<CellContext<T, unknown>, 'table'>) =>
  table.options.meta as RowActions<T>;

/** The bulk select column: a box on each row the user may select, and one for the whole page. */
export function selectColumn<T>(nameOf: NameOf<T>): ColumnDef<T> {
  const SelectAllHeader = ({ table }: HeaderContext<T, unknown>) => (
    <Checkbox
      aria-label="Select all on this page"
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
  const SelectCell = ({ row }: CellContext<T, unknown>) => (
    <Checkbox
      aria-label={`Select ${nameOf(row.original)}`}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
  return { id: 'select', enableSorting: false, header: SelectAllHeader, cell: SelectCell };
}

/** The favourite star column. */
export function favoriteColumn<T extends { id: number }>(nameOf: NameOf<T>): ColumnDef<T> {
  const FavoriteCell = (context: CellContext<T, unknown>) => {
    const actions = rowActionsOf(context);
    const item = context.row.original;
    return (
      <FavoriteStar
        name={nameOf(item)}
        favorite={actions.isFavorite(item.id)}
        onToggle={() => actions.toggleFavorite(item)}
      />
    );
  };
  return { id: 'favorite', enableSorting: false, header: () => null, cell: FavoriteCell };
}

/** Items a "Last modified" column shows: Superset's humanized age, and the exact time for the tooltip. */
interface Modified {
  changed_on_delta_humanized: string;
  changed_on_utc: string;
}

function LastModifiedCell<T extends Modified>({ row }: CellContext<T, unknown>) {
  return (
    <Tooltip label={new Date(row.original.changed_on_utc).toLocaleString()}>
      <Text size="sm">{row.original.changed_on_delta_humanized}</Text>
    </Tooltip>
  );
}

/** "Last modified", sorted by `sortValue` (the API sorts by `changed_on_delta_humanized`, which means the time). */
export const lastModifiedColumn = <T extends Modified>(sortValue: (item: T) => unknown): ColumnDef<T> => ({
  id: 'changed_on_delta_humanized',
  header: 'Last modified',
  accessorFn: sortValue,
  cell: LastModifiedCell,
});

/** A column of one user (`changed_by`, `created_by`), sorted by first name as the API's `order_column` names it. */
export const userColumn = <T extends Record<K, ChartUser | null>, K extends string>(
  field: K,
  header: string,
): ColumnDef<T> => ({
  id: `${field}.first_name`,
  header,
  accessorFn: (item) => item[field]?.first_name,
  cell: ({ row }) => <UserName user={row.original[field]} />,
});

/** The owners' face pile. */
export const ownersColumn = <T extends { owners: readonly ChartUser[] }>(): ColumnDef<T> => ({
  id: 'owners',
  header: 'Owners',
  enableSorting: false,
  cell: ({ row }) => <OwnerAvatars owners={row.original.owners} />,
});

/** Props of a row action: what the tooltip says, what a screen reader hears, its icon and what it does. */
export interface RowActionButtonProps {
  tooltip: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  /** Shown but not usable; the tooltip says why (a disabled button would swallow the hover that shows it). */
  disabled?: boolean;
}

/** A disabled action as Superset draws one: a faded icon, no button background. */
const DISABLED_ACTION = { background: 'transparent', border: 0, opacity: 0.45, cursor: 'not-allowed' } as const;

/** One icon button of a row's or a card's actions (edit, export, delete). */
export function RowActionButton({ tooltip, label, icon, onClick, color, disabled = false }: RowActionButtonProps) {
  return (
    <Tooltip label={tooltip} multiline={disabled} w={disabled ? 280 : undefined}>
      <ActionIcon
        variant="subtle"
        color={disabled ? 'gray' : color}
        aria-label={label}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
        style={disabled ? DISABLED_ACTION : undefined}
        onClick={disabled ? undefined : onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
