import { Checkbox, Group, NumberInput, Radio, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { FormFooter, useDraftForm } from '../../lists/index.ts';
import { useToasts } from '../../toasts/index.ts';
import { useCreateReportMutation, useUpdateReportMutation } from '../api.ts';
import {
  CHART_FORMATS,
  DASHBOARD_FORMATS,
  MAX_WIDTH,
  MIN_WIDTH,
  reportBody,
  reportProblems,
  type ReportDraft,
  type ReportTarget,
} from '../forms/report-form.ts';
import { SectionTitle } from '../forms/section-title.tsx';
import { CronPicker } from '../schedule/cron-picker.tsx';
import { TimezoneSelect } from '../schedule/timezone-select.tsx';

/** Props of the report form: what it reports on, its first draft, the report it edits (none to add one). */
export interface ReportModalFormProps {
  target: ReportTarget;
  initial: ReportDraft;
  reportId: number | null;
  onClose: () => void;
}

const isScreenshot = (format: ReportDraft['format']) => format === 'PNG' || format === 'PDF';

/**
 * The fields of Superset's ReportModal: name, description, schedule and timezone, message content, screenshot width
 * and cache, recipients. Problems show once the user tries to save; a refusal keeps the modal open with the server's words.
 */
export function ReportModalForm({ target, initial, reportId, onClose }: ReportModalFormProps) {
  const [create, creation] = useCreateReportMutation();
  const [update, updating] = useUpdateReportMutation();
  const { addSuccessToast } = useToasts();
  const {
    draft,
    set,
    errors: problems,
    failure,
    submit,
  } = useDraftForm(
    () => initial,
    reportProblems,
    async (saved) => {
      const body = reportBody(saved, target);
      if (reportId === null) await create({ ...body, active: true }).unwrap();
      else await update({ id: reportId, body }).unwrap();
      addSuccessToast(reportId === null ? 'Report created' : 'Report updated');
      onClose();
    },
  );
  const formats = target.kind === 'chart' ? CHART_FORMATS : DASHBOARD_FORMATS;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label="Report name"
          required
          data-autofocus
          value={draft.name}
          error={problems.name}
          maxLength={150}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <Textarea
          label="Description"
          placeholder="Include description to be sent with report"
          autosize
          minRows={1}
          maxRows={6}
          value={draft.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <SectionTitle title="Schedule" hint={`When the ${target.kind} is sent`} />
        <CronPicker value={draft.crontab} onChange={(crontab) => set({ crontab })} error={problems.crontab} />
        <TimezoneSelect value={draft.timezone} onChange={(timezone) => set({ timezone })} />
        <Radio.Group
          label={<SectionTitle title="Message content" />}
          value={draft.format}
          onChange={(format) => set({ format: format as ReportDraft['format'] })}
        >
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={8} mt={6}>
            {formats.map((format) => (
              <Radio key={format.value} value={format.value} label={format.label} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {isScreenshot(draft.format) && (
          <Group grow align="flex-start" wrap="nowrap">
            <NumberInput
              label="Screenshot width"
              placeholder={`Custom width in pixels (${MIN_WIDTH}-${MAX_WIDTH})`}
              min={MIN_WIDTH}
              max={MAX_WIDTH}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix=" px"
              value={draft.customWidth}
              error={problems.customWidth}
              onChange={(width) => set({ customWidth: typeof width === 'number' ? width : '' })}
            />
            <Checkbox
              label="Ignore cache when generating report"
              checked={draft.forceScreenshot}
              mt={32}
              onChange={(event) => set({ forceScreenshot: event.currentTarget.checked })}
            />
          </Group>
        )}
        <TagsInput
          label="Email recipients"
          description="Separate addresses with commas or press Enter after each"
          required
          value={draft.recipients}
          splitChars={[',', ';', ' ']}
          acceptValueOnBlur
          clearable
          clearButtonProps={{ 'aria-label': 'Clear recipients' }}
          error={problems.recipients}
          onChange={(recipients) => set({ recipients })}
        />
        <FormFooter
          failure={failure}
          failureTitle={reportId === null ? 'The report was not created' : 'The report was not saved'}
          onCancel={onClose}
          loading={creation.isLoading || updating.isLoading}
          submitLabel={reportId === null ? 'Add' : 'Save'}
        />
      </Stack>
    </form>
  );
}
