import { Group, Switch, Text, Tooltip } from '@mantine/core';
import { IconMail, IconNotes, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { DescriptionHint, ownersColumn, RowActionButton, selectColumn } from '../../lists/index.ts';
import { describeSchedule } from '../schedule/schedule-words.ts';
import { logPath, type ListKind } from './list-kind.ts';
import { formatMoment, type AlertRow } from './alert-row.ts';
import { StatusIcon } from './status-icon.tsx';

/** What a row of the list calls back into. */
export interface AlertRowActions {
  kind: ListKind;
  /** Whether the user may change or delete this one (an owner, or an Admin). */
  canEdit: (row: AlertRow) => boolean;
  edit: (row: AlertRow) => void;
  remove: (row: AlertRow) => void;
  toggleActive: (row: AlertRow) => void;
}

type Cell = CellContext<AlertRow, unknown>;

const actionsOf = ({ table }: Pick<Cell, 'table'>) => table.options.meta as AlertRowActions;

// Cells are module-level components: a cell made anew on each render would remount the table.

function StatusCell({ row }: Cell) {
  const { lastState, lastEvalDttm } = row.original;
  return <StatusIcon state={lastState} detail={lastEvalDttm ? formatMoment(lastEvalDttm) : undefined} />;
}

function NameCell({ row }: Cell) {
  const { name, description } = row.original;
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text size="sm" lineClamp={1} title={name}>
        {name}
      </Text>
      {description && <DescriptionHint description={description} />}
    </Group>
  );
}

function ScheduleCell({ row }: Cell) {
  const { crontab, timezone } = row.original;
  return (
    <Tooltip label={`Crontab: ${crontab}`}>
      <Text size="sm">{describeSchedule(crontab, timezone)}</Text>
    </Tooltip>
  );
}

function NotificationCell({ row }: Cell) {
  return (
    <Group gap={4}>
      {row.original.recipientTypes.map((type) => (
        <Tooltip key={type} label={type}>
          {type === 'Email' ? <IconMail size={18} role="img" aria-label={type} /> : <Text size="sm">{type}</Text>}
        </Tooltip>
      ))}
    </Group>
  );
}

function ModifiedCell({ row }: Cell) {
  const { changedOn, changedOnHumanized } = row.original;
  return (
    <Tooltip label={formatMoment(changedOn)} disabled={!changedOn}>
      <Text size="sm">{changedOnHumanized}</Text>
    </Tooltip>
  );
}

function ActiveCell(context: Cell) {
  const actions = actionsOf(context);
  const row = context.row.original;
  return (
    <Switch
      checked={row.active}
      disabled={!actions.canEdit(row)}
      aria-label={`Active: ${row.name}`}
      onChange={() => actions.toggleActive(row)}
    />
  );
}

/** Superset's row actions: edit, the execution log, delete (edit and delete for owners and Admins). */
function ActionsCell(context: Cell) {
  const actions = actionsOf(context);
  const navigate = useNavigate();
  const row = context.row.original;
  const what = actions.kind.singular;
  return (
    <Group gap={4} wrap="nowrap">
      {actions.canEdit(row) && (
        <RowActionButton
          tooltip="Edit"
          label={`Edit ${row.name}`}
          icon={<IconPencil size={18} aria-hidden />}
          onClick={() => actions.edit(row)}
        />
      )}
      <RowActionButton
        tooltip="Execution log"
        label={`Execution log of ${row.name}`}
        icon={<IconNotes size={18} aria-hidden />}
        onClick={() => void navigate(logPath(actions.kind, row.id))}
      />
      {actions.canEdit(row) && (
        <RowActionButton
          tooltip={`Delete ${what}`}
          label={`Delete ${row.name}`}
          color="red"
          icon={<IconTrash size={18} aria-hidden />}
          onClick={() => actions.remove(row)}
        />
      )}
    </Group>
  );
}

/**
 * The columns of Superset's AlertList: bulk select, last run's state and time, name, schedule in words, notification
 * method, owners, last modified, the active switch and the actions. Ids are the API's `order_column` names.
 */
export const ALERT_COLUMNS: ColumnDef<AlertRow>[] = [
  selectColumn<AlertRow>((row) => row.name),
  { id: 'last_state', header: () => null, enableSorting: false, cell: StatusCell },
  {
    id: 'last_eval_dttm',
    header: 'Last run',
    accessorFn: (row) => row.lastEvalDttm,
    cell: ({ row }) => <Text size="sm">{formatMoment(row.original.lastEvalDttm)}</Text>,
  },
  { id: 'name', header: 'Name', accessorFn: (row) => row.name, cell: NameCell },
  { id: 'schedule', header: 'Schedule', enableSorting: false, cell: ScheduleCell },
  { id: 'recipients', header: 'Notification method', enableSorting: false, cell: NotificationCell },
  ownersColumn<AlertRow>(),
  { id: 'changed_on_delta_humanized', header: 'Last modified', accessorFn: (row) => row.changedOn, cell: ModifiedCell },
  { id: 'active', header: 'Active', accessorFn: (row) => row.active, cell: ActiveCell },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: ActionsCell },
];
