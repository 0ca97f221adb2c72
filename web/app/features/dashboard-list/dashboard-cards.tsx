import { Box } from '@mantine/core';
import { IconPencil, IconTrash, IconUpload } from '@tabler/icons-react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { ListCards, type CardMenuItem, type CardParts } from '../lists/index.ts';
import { DashboardTitle, StatusBadge } from './dashboard-bits.tsx';
import { dashboardPath } from './list-query.ts';
import { dashboardName } from './names.ts';
import type { DashboardRowActions } from './use-dashboard-actions.ts';

/** Props of the card view: the page's dashboards, what they call back into, and the bulk selection when it is on. */
export interface DashboardCardsProps {
  dashboards: readonly DashboardListItem[];
  actions: DashboardRowActions;
  /** Selected dashboard ids, or undefined when bulk select is off. */
  selected?: ReadonlySet<number>;
  onToggleSelected: (dashboard: DashboardListItem) => void;
}

/** Tiles of a dashboard-like grid, as [column start, column span, row start, row span] on a 6 x 4 grid. */
const COVER_TILES = [
  [1, 4, 1, 2],
  [5, 2, 1, 2],
  [1, 2, 3, 2],
  [3, 2, 3, 2],
  [5, 2, 3, 2],
] as const;

/** A cover standing in for a thumbnail (Skyset renders none): a drawing of a dashboard's grid of charts. */
function DashboardCover() {
  return (
    <Box
      h={140}
      p="sm"
      bg="var(--mantine-color-default-hover)"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gridTemplateRows: 'repeat(4, 1fr)', gap: 6 }}
    >
      {COVER_TILES.map(([column, columns, row, rows]) => (
        <Box
          key={`${column}-${row}`}
          bg="var(--mantine-color-body)"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ gridColumn: `${column} / span ${columns}`, gridRow: `${row} / span ${rows}`, borderRadius: 4 }}
        />
      ))}
    </Box>
  );
}

/** Superset's card "more" menu: edit the properties and delete for those who may change the dashboard, export for exporters. */
function menuOf(dashboard: DashboardListItem, actions: DashboardRowActions): CardMenuItem[] {
  const editable = actions.canEdit(dashboard);
  return [
    ...(editable
      ? [{ label: 'Edit', icon: <IconPencil size={16} aria-hidden />, onClick: () => actions.edit(dashboard) }]
      : []),
    ...(actions.canExport
      ? [{ label: 'Export', icon: <IconUpload size={16} aria-hidden />, onClick: () => actions.exportOne(dashboard) }]
      : []),
    ...(editable
      ? [
          {
            label: 'Delete',
            color: 'red',
            icon: <IconTrash size={16} aria-hidden />,
            onClick: () => actions.remove(dashboard),
          },
        ]
      : []),
  ];
}

/** A dashboard card: a drawing of a dashboard's grid, the status beside the age, and the "more" menu. */
const DASHBOARD_CARD: CardParts<DashboardListItem, DashboardRowActions> = {
  nameOf: dashboardName,
  linkOf: dashboardPath,
  cover: () => <DashboardCover />,
  title: (dashboard) => <DashboardTitle dashboard={dashboard} fw={600} />,
  detail: (dashboard) => <StatusBadge published={dashboard.published} />,
  canSelect: (dashboard, actions) => actions.canEdit(dashboard) || actions.canExport,
  menu: menuOf,
};

/** The card view (Superset's DashboardCard): a cover, the title, status, age, owners, the star and a "more" menu. */
export function DashboardCards({ dashboards, actions, selected, onToggleSelected }: DashboardCardsProps) {
  return (
    <ListCards
      label="Dashboards"
      items={dashboards}
      parts={DASHBOARD_CARD}
      actions={actions}
      selected={selected}
      onToggleSelected={onToggleSelected}
    />
  );
}
