import { Divider, Stack } from '@mantine/core';
import { FormFooter, useDraftForm } from '../../lists/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { useCreateReportMutation, useUpdateReportMutation } from '../api.ts';
import { alertPostBody, alertPutBody } from '../forms/alert-body.ts';
import { alertProblems, type AlertDraft } from '../forms/alert-form.ts';
import { SectionTitle } from '../forms/section-title.tsx';
import { ConditionSection } from './condition-section.tsx';
import { ContentSection } from './content-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { NotificationSection } from './notification-section.tsx';
import { ScheduleSection } from './schedule-section.tsx';

/** Props of the alert and report form: its first draft, the one it edits (none to add one), and closing. */
export interface AlertReportFormProps {
  initial: AlertDraft;
  reportId: number | null;
  onClose: () => void;
}

/**
 * The sections of Superset's AlertReportModal: general information, the alert condition (alerts only), contents,
 * schedule and notification method. Problems show once a save was tried; a refusal keeps the modal open with the
 * server's words; a save toasts `Alert created`, `Report updated`...
 */
export function AlertReportForm({ initial, reportId, onClose }: AlertReportFormProps) {
  const [create, creation] = useCreateReportMutation();
  const [update, updating] = useUpdateReportMutation();
  const { addSuccessToast } = useToasts();
  const what = initial.type;
  const form = useDraftForm(
    () => initial,
    alertProblems,
    async (draft) => {
      if (reportId === null) await create(alertPostBody(draft)).unwrap();
      else await update({ id: reportId, body: alertPutBody(draft) }).unwrap();
      addSuccessToast(`${what} ${reportId === null ? 'created' : 'updated'}`);
      onClose();
    },
  );
  const sectionProps = { draft: form.draft, set: form.set, errors: form.errors };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <SectionTitle title="General information" />
        <GeneralSection {...sectionProps} />
        {what === 'Alert' && (
          <>
            <Divider />
            <SectionTitle
              title="Alert condition"
              hint="The alert sends its e-mail when the query's value meets the condition."
            />
            <ConditionSection {...sectionProps} />
          </>
        )}
        <Divider />
        <SectionTitle title="Contents" hint="What the e-mail sends." />
        <ContentSection {...sectionProps} />
        <Divider />
        <SectionTitle title="Schedule" />
        <ScheduleSection {...sectionProps} />
        <Divider />
        <SectionTitle title="Notification method" />
        <NotificationSection {...sectionProps} />
        <FormFooter
          failure={form.failure}
          failureTitle={`The ${what.toLowerCase()} was not saved`}
          onCancel={onClose}
          loading={creation.isLoading || updating.isLoading}
          submitLabel={reportId === null ? 'Add' : 'Save'}
        />
      </Stack>
    </form>
  );
}
