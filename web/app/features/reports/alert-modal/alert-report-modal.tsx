import { Center, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useGetMeQuery } from '../../auth/index.ts';
import { useGetReportQuery } from '../api.ts';
import { alertDraftOf, newAlertDraft } from '../forms/alert-form.ts';
import type { ListKind } from '../list/list-kind.ts';
import { browserTimezone } from '../schedule/timezones.ts';
import { AlertReportForm } from './alert-report-form.tsx';

/** Props of the alert and report modal: which list opened it, the one to edit (null to add one), and closing. */
export interface AlertReportModalProps {
  kind: ListKind;
  reportId: number | null;
  onClose: () => void;
}

/**
 * Superset's AlertReportModal: "Add alert", "Edit report"... A new one starts owned by the user and sent to the
 * user's address; an edited one starts from the saved report once it has loaded.
 */
export function AlertReportModal({ kind, reportId, onClose }: AlertReportModalProps) {
  const me = useGetMeQuery().data;
  const report = useGetReportQuery(reportId ?? 0, { skip: reportId === null, refetchOnMountOrArgChange: true });
  const [timezone] = useState(browserTimezone);
  const title = `${reportId === null ? 'Add' : 'Edit'} ${kind.type}`;
  let body;
  if (reportId === null) {
    const owner = me ? { value: me.id, label: `${me.first_name} ${me.last_name}`.trim() } : null;
    body = me ? (
      <AlertReportForm
        reportId={null}
        initial={newAlertDraft(kind.type, owner, me.email, timezone)}
        onClose={onClose}
      />
    ) : null;
  } else if (report.data) {
    body = <AlertReportForm reportId={reportId} initial={alertDraftOf(report.data, timezone)} onClose={onClose} />;
  } else if (report.isError) {
    body = <ErrorAlert title={`The ${kind.singular} could not be loaded`} message={errorSummary(report.error)} />;
  }
  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      {body ?? (
        <Center py="xl">
          <Loader aria-label={`Loading the ${kind.singular}`} />
        </Center>
      )}
    </Modal>
  );
}
