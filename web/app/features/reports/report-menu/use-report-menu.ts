import { useEffect, useState } from 'react';
import { rolesGrant } from '#shared/security/permissions.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../../auth/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { useDeleteReportMutation, useGetEntityReportQuery, useSetReportActiveMutation } from '../api.ts';
import type { ReportTarget } from '../forms/report-form.ts';

/** Superset's words for the report menu's failures, verbatim. */
export const FETCH_FAILED = 'There was an issue fetching reports attached to this dashboard.';
export const TOGGLE_FAILED = 'We were unable to active or deactivate this report.';
export const DELETE_FAILED = 'Your report could not be deleted';

/** The report a menu shows: its id, name and whether it is active. */
export interface MenuReport {
  id: number;
  name: string;
  active: boolean;
}

/**
 * The state behind a chart's or dashboard's email report entries (Superset's HeaderReportDropdown): whether the user
 * may set up reports (`can_write` on ReportSchedule and an e-mail address), the report they made here if any, the
 * modal and delete confirmation, and the active switch, each failure a toast in Superset's words. `target` is null
 * for a chart not saved yet, which cannot have a report.
 */
export function useReportMenu(target: ReportTarget | null) {
  const me = useGetMeQuery();
  const roles = useGetMyRolesQuery().data?.roles ?? {};
  const userId = me.data?.id;
  const canAddReports =
    target !== null &&
    userId !== undefined &&
    (me.data?.email ?? '') !== '' &&
    rolesGrant(roles, 'can_write', 'ReportSchedule');
  const entity = useGetEntityReportQuery(
    { kind: target?.kind ?? 'chart', id: target?.id ?? 0, userId: userId ?? 0 },
    { skip: !canAddReports },
  );
  const [setActive] = useSetReportActiveMutation();
  const [deleteReport, deletion] = useDeleteReportMutation();
  const [modal, setModal] = useState<'new' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { addSuccessToast, addDangerToast } = useToasts();

  useEffect(() => {
    if (entity.isError) addDangerToast(FETCH_FAILED);
  }, [entity.isError, addDangerToast]);

  const row = canAddReports ? entity.data : undefined;
  const report: MenuReport | null =
    row?.id === undefined ? null : { id: row.id, name: row.name ?? '', active: row.active ?? false };

  const toggleActive = () => {
    if (report === null) return;
    setActive({ id: report.id, active: !report.active })
      .unwrap()
      .catch(() => addDangerToast(TOGGLE_FAILED));
  };
  const confirmDelete = async () => {
    if (report === null) return;
    try {
      await deleteReport(report.id).unwrap();
      addSuccessToast(`Deleted: ${report.name}`);
    } catch {
      addDangerToast(DELETE_FAILED);
    }
    setDeleting(false);
  };

  return {
    target,
    canAddReports,
    report,
    userEmail: me.data?.email,
    modal,
    openNew: () => setModal('new'),
    openEdit: () => setModal('edit'),
    closeModal: () => setModal(null),
    toggleActive,
    deleting,
    deletionRunning: deletion.isLoading,
    askDelete: () => setDeleting(true),
    cancelDelete: () => setDeleting(false),
    confirmDelete,
  };
}

/** What the report entries and their modals read. */
export type ReportMenuState = ReturnType<typeof useReportMenu>;
