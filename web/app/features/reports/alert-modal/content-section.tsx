import { Checkbox, Group, MultiSelect, NumberInput, Select } from '@mantine/core';
import type { ReportFormat } from '#shared/api/report.ts';
import { RemoteSelect } from '../../lists/index.ts';
import { useGetDashboardTabsQuery, useGetReportRelatedQuery } from '../api.ts';
import { ADDITIONAL_FORMATS } from '../forms/alert-body.ts';
import { MAX_WIDTH, MIN_WIDTH } from '../forms/report-form.ts';
import type { SectionProps } from './section-props.ts';

const useChartChoices = (search: string) => useGetReportRelatedQuery({ column: 'chart', search });
const useDashboardChoices = (search: string) => useGetReportRelatedQuery({ column: 'dashboard', search });

const FORMAT_WORDS: Record<ReportFormat, string> = {
  PNG: 'Image (PNG) embedded in email',
  PDF: 'PDF attached in email',
  CSV: 'Formatted CSV attached in email',
  XLSX: 'Excel (XLSX) attached in email',
  TEXT: 'Text embedded in email',
};
const CHART_FORMATS: ReportFormat[] = ['PNG', 'CSV', 'XLSX', 'TEXT', 'PDF'];
const DASHBOARD_FORMATS: ReportFormat[] = ['PNG', 'PDF'];
const CONTENT_TYPES = [
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'chart', label: 'Chart' },
];

/**
 * Superset's "Contents": a dashboard or a chart, the format of the mail (a chart's may attach more formats), and for
 * screenshots their width and whether to ignore the cache.
 */
export function ContentSection({ draft, set, errors }: SectionProps) {
  const onChart = draft.contentType === 'chart';
  const formats = onChart ? CHART_FORMATS : DASHBOARD_FORMATS;
  const screenshot = draft.format === 'PNG' || draft.format === 'PDF';
  const dashboardId = !onChart && draft.dashboard ? draft.dashboard.value : null;
  const tabs = useGetDashboardTabsQuery(dashboardId ?? 0, { skip: dashboardId === null }).data ?? [];
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label="Content type"
          data={CONTENT_TYPES}
          value={draft.contentType}
          allowDeselect={false}
          onChange={(type) =>
            set({ contentType: type === 'chart' ? 'chart' : 'dashboard', format: 'PNG', additionalFormats: [] })
          }
        />
        {onChart ? (
          <RemoteSelect
            key="chart"
            label="Chart"
            required
            placeholder="Select chart"
            value={draft.chart ?? undefined}
            useChoices={useChartChoices}
            error={errors.content}
            onChange={(chart) => set({ chart: chart ?? null })}
          />
        ) : (
          <RemoteSelect
            key="dashboard"
            label="Dashboard"
            required
            placeholder="Select dashboard"
            value={draft.dashboard ?? undefined}
            useChoices={useDashboardChoices}
            error={errors.content}
            onChange={(dashboard) => set({ dashboard: dashboard ?? null, tabs: [] })}
          />
        )}
      </Group>
      {tabs.length > 0 && (
        <MultiSelect
          label="Tabs"
          description="The tabs the e-mail shows; none for the whole dashboard"
          placeholder="All tabs"
          clearable
          data={tabs}
          value={draft.tabs.filter((tab) => tabs.some((known) => known.value === tab))}
          onChange={(picked) => set({ tabs: picked })}
        />
      )}
      <Group grow align="flex-start">
        <Select
          label="Content format"
          data={formats.map((format) => ({ value: format, label: FORMAT_WORDS[format] }))}
          value={draft.format}
          allowDeselect={false}
          onChange={(format) => set({ format: format as ReportFormat })}
        />
        {onChart && (
          <MultiSelect
            label="Also attach"
            placeholder="None"
            clearable
            data={ADDITIONAL_FORMATS.filter((format) => format !== draft.format).map((format) => ({
              value: format,
              label: format,
            }))}
            value={draft.additionalFormats.filter((format) => format !== draft.format)}
            onChange={(picked) => set({ additionalFormats: picked as ReportFormat[] })}
          />
        )}
      </Group>
      {screenshot && (
        <Group grow align="flex-start">
          <NumberInput
            label="Screenshot width"
            placeholder={`Input custom width in pixels (${MIN_WIDTH}-${MAX_WIDTH})`}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            suffix=" px"
            value={draft.customWidth}
            error={errors.customWidth}
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
    </>
  );
}
