import { Center, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { errorSummary } from '../../../core/describe-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { useGetReportQuery } from '../api.ts';
import { newReportDraft, reportDraftOf, type ReportTarget } from '../forms/report-form.ts';
import { browserTimezone } from '../schedule/timezones.ts';
import { ReportModalForm } from './report-modal-form.tsx';

/** Props of the report modal: the chart or dashboard, the report to edit (none to add one), the user's address. */
export interface ReportModalProps {
  target: ReportTarget;
  reportId: number | null;
  /** The signed-in user's e-mail, a new report's first recipient. */
  userEmail: string | undefined;
  onClose: () => void;
}

/**
 * Superset's ReportModal on a chart or dashboard: "Schedule a new email report", or "Edit email report" once the
 * report has loaded (the form starts from the saved report, never from a half-loaded one).
 */
export function ReportModal({ target, reportId, userEmail, onClose }: ReportModalProps) {
  const report = useGetReportQuery(reportId ?? 0, { skip: reportId === null, refetchOnMountOrArgChange: true });
  const [timezone] = useState(browserTimezone);
  const title = reportId === null ? 'Schedule a new email report' : 'Edit email report';
  let body;
  if (reportId === null) {
    body = (
      <ReportModalForm
        target={target}
        reportId={null}
        initial={newReportDraft(target, userEmail, timezone)}
        onClose={onClose}
      />
    );
  } else if (report.data) {
    body = (
      <ReportModalForm
        target={target}
        reportId={reportId}
        initial={reportDraftOf(report.data, timezone)}
        onClose={onClose}
      />
    );
  } else if (report.isError) {
    body = <ErrorAlert title="The report could not be loaded" message={errorSummary(report.error)} />;
  } else {
    body = (
      <Center py="xl">
        <Loader aria-label="Loading the report" />
      </Center>
    );
  }
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      {body}
    </Modal>
  );
}
