import type { ChartUser } from '#shared/api/chart.ts';
import type { ReportListResponse } from '#shared/api/report.ts';

/** One row of the alert and report list, with what the answer left out filled in. */
export interface AlertRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
  crontab: string;
  timezone: string;
  lastState: string | null;
  lastEvalDttm: string | null;
  recipientTypes: string[];
  owners: ChartUser[];
  changedOn: string | null;
  changedOnHumanized: string;
}

type ListItem = ReportListResponse['result'][number];

/**
 * The rows of a list answer. List answers may leave fields out (they carry only the columns asked for), so each row
 * is made whole here; a row without an id could not be acted on and is dropped.
 */
export function alertRowsOf(items: readonly ListItem[]): AlertRow[] {
  return items.flatMap((item) =>
    item.id === undefined
      ? []
      : [
          {
            id: item.id,
            name: item.name ?? '',
            description: item.description ?? '',
            active: item.active ?? false,
            crontab: item.crontab ?? '',
            timezone: item.timezone ?? 'UTC',
            lastState: item.last_state ?? null,
            lastEvalDttm: item.last_eval_dttm ?? null,
            recipientTypes: [...new Set((item.recipients ?? []).map((recipient) => recipient.type))],
            // Owners without an id (an answer missing it) still show, keyed by their place.
            owners: (item.owners ?? []).map((owner, index) => ({ ...owner, id: owner.id ?? -1 - index })),
            changedOn: item.changed_on ?? null,
            changedOnHumanized: item.changed_on_delta_humanized ?? '',
          },
        ],
  );
}

/**
 * A moment as the screens show it, `2026-11-26 09:00:00` (Superset's `MM/DD/YYYY HH:mm:ss`, in ISO order): in the
 * browser's zone, or in UTC where the column says so (the execution log). A time without a zone is UTC, as Superset's.
 */
export function formatMoment(iso: string | null | undefined, zone: 'local' | 'utc' = 'local'): string {
  if (!iso) return '';
  const date = new Date(/[Zz]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  const utc = zone === 'utc';
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  const [hours, minutes, seconds] = utc
    ? [date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()]
    : [date.getHours(), date.getMinutes(), date.getSeconds()];
  return `${year}-${pad(month + 1)}-${pad(day)} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
