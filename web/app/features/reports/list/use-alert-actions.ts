import { useState } from 'react';
import { isAdminRole, rolesGrant } from '#shared/security/permissions.ts';
import { errorSummary } from '../../../core/describe-error.ts';
import { useGetMeQuery, useGetMyRolesQuery } from '../../auth/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { useDeleteReportMutation, useDeleteReportsMutation, useSetReportActiveMutation } from '../api.ts';
import { TOGGLE_FAILED } from '../report-menu/use-report-menu.ts';
import type { AlertRowActions } from './alert-columns.tsx';
import type { ListKind } from './list-kind.ts';
import type { AlertRow } from './alert-row.ts';

/** Rows waiting for the delete confirmation, with the question the dialog asks. */
interface PendingDelete {
  ids: number[];
  single?: AlertRow;
  description: string;
}

/** The alert or report being edited (its id), added (`null`), or none (undefined). */
type Editing = number | null | undefined;

/**
 * The alert and report list's actions, each outcome a toast in Superset's words: the active switch, the modal (add,
 * edit) and single or bulk deletes behind a confirmation. Writers (`can_write` on ReportSchedule) add; owners and
 * Admins change and delete, as the API allows.
 */
export function useAlertActions(kind: ListKind) {
  const me = useGetMeQuery().data;
  const roles = useGetMyRolesQuery().data?.roles ?? {};
  const canWrite = rolesGrant(roles, 'can_write', 'ReportSchedule');
  const admin = Object.keys(roles).some(isAdminRole);
  const { addSuccessToast, addDangerToast } = useToasts();
  const [setActive] = useSetReportActiveMutation();
  const [deleteOne, one] = useDeleteReportMutation();
  const [deleteMany, many] = useDeleteReportsMutation();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  const canEdit = (row: AlertRow) => canWrite && (admin || row.owners.some((owner) => owner.id === me?.id));
  const rowActions: AlertRowActions = {
    kind,
    canEdit,
    edit: (row) => setEditing(row.id),
    remove: (row) =>
      setPendingDelete({ ids: [row.id], single: row, description: `Are you sure you want to delete ${row.name}?` }),
    toggleActive: (row) =>
      void setActive({ id: row.id, active: !row.active })
        .unwrap()
        .catch(() => addDangerToast(TOGGLE_FAILED)),
  };

  /** Runs the confirmed delete; true when the rows are gone. */
  const confirmDelete = async (): Promise<boolean> => {
    if (pendingDelete === null) return false;
    const { ids, single } = pendingDelete;
    setPendingDelete(null);
    try {
      if (single) {
        await deleteOne(single.id).unwrap();
        addSuccessToast(`Deleted: ${single.name}`);
      } else {
        addSuccessToast(await deleteMany(ids).unwrap());
      }
      return true;
    } catch (error) {
      addDangerToast(
        `There was an issue deleting ${single ? single.name : `the selected ${kind.plural}`}: ${errorSummary(error)}`,
      );
      return false;
    }
  };

  return {
    canWrite,
    canEdit,
    rowActions,
    editing,
    openNew: () => setEditing(null),
    closeEditing: () => setEditing(undefined),
    pendingDelete,
    deleting: one.isLoading || many.isLoading,
    askBulkDelete: (ids: number[]) =>
      setPendingDelete({ ids, description: `Are you sure you want to delete the selected ${kind.plural}?` }),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
