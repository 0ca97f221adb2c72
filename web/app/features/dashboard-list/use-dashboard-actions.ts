import { useState } from 'react';
import type { DashboardListItem } from '#shared/api/dashboard.ts';
import { errorSummary } from '../../core/describe-error.ts';
import { useListActions, type RowActions } from '../lists/index.ts';
import { useToasts } from '../toasts/index.ts';
import { exportDashboards } from './export-dashboards.ts';
import { dashboardName } from './names.ts';

/** What a dashboard row or card calls back into: the lists' actions, and export. */
export interface DashboardRowActions extends RowActions<DashboardListItem> {
  canExport: boolean;
  exportOne: (dashboard: DashboardListItem) => void;
}

const DASHBOARD_WORDS = {
  nameOf: dashboardName,
  plural: 'dashboards',
  bulkQuestion: () => 'Are you sure you want to delete the selected dashboards?',
};

/** Favourites, editing, exporting and deleting of the listed dashboards, each outcome a toast in Superset's words. */
export function useDashboardActions(
  dashboards: readonly DashboardListItem[],
  permissions: { canEdit: (dashboard: DashboardListItem) => boolean; canExport: boolean },
  onFavoriteChanged: () => void,
) {
  const { addDangerToast } = useToasts();
  const actions = useListActions('dashboard', dashboards, permissions.canEdit, DASHBOARD_WORDS, onFavoriteChanged);
  const [exporting, setExporting] = useState(false);

  const exportIds = (selected: readonly number[]) => {
    setExporting(true);
    exportDashboards(selected)
      .catch((error: unknown) =>
        addDangerToast(`There was an issue exporting the selected dashboards: ${errorSummary(error)}`),
      )
      .finally(() => setExporting(false));
  };

  const rowActions: DashboardRowActions = {
    ...actions.rowActions,
    canExport: permissions.canExport,
    exportOne: (dashboard) => exportIds([dashboard.id]),
  };
  return { ...actions, rowActions, exporting, exportSelected: exportIds };
}
