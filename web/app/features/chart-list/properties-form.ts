import { CHART_NAME_MAX_LENGTH, type ChartListItem, type ChartPutBody } from '#shared/api/chart.ts';
import { userName, type Choice } from '../lists/index.ts';

/** What the properties form edits, as its inputs hold it. */
export interface PropertiesDraft {
  name: string;
  description: string;
  owners: Choice<number>[];
  /** A number, or '' while the field is empty (no timeout of the chart's own). */
  cacheTimeout: number | string;
  certifiedBy: string;
  certificationDetails: string;
}

/** Problems that keep the form from saving, by field. */
export type PropertiesErrors = Partial<Record<'name' | 'cacheTimeout' | 'certifiedBy', string>>;

/** The form filled from a chart of the list. */
export function draftOf(chart: ChartListItem): PropertiesDraft {
  return {
    name: chart.slice_name ?? '',
    description: chart.description ?? '',
    owners: chart.owners.map((owner) => ({ value: owner.id, label: userName(owner) })),
    cacheTimeout: chart.cache_timeout ?? '',
    certifiedBy: chart.certified_by ?? '',
    certificationDetails: chart.certification_details ?? '',
  };
}

/** Checks the form as Superset's modal and ChartPutSchema would: a name, a whole cache timeout of -1 or more. */
export function validateDraft(draft: PropertiesDraft): PropertiesErrors {
  const errors: PropertiesErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name is required';
  else if (name.length > CHART_NAME_MAX_LENGTH)
    errors.name = `Name must be at most ${CHART_NAME_MAX_LENGTH} characters`;
  if (draft.cacheTimeout !== '' && (!Number.isInteger(Number(draft.cacheTimeout)) || Number(draft.cacheTimeout) < -1)) {
    errors.cacheTimeout = 'Cache timeout must be a whole number of seconds (-1 bypasses the cache)';
  }
  if (draft.certifiedBy.trim().length > CHART_NAME_MAX_LENGTH)
    errors.certifiedBy = `At most ${CHART_NAME_MAX_LENGTH} characters`;
  return errors;
}

/**
 * The PUT body of a draft: empty optional fields are sent as null (Superset's modal clears them that way) and
 * certification details go only with a certifier, as Superset drops them when the certifier is cleared.
 */
export function propertiesBody(draft: PropertiesDraft): ChartPutBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const certifiedBy = orNull(draft.certifiedBy);
  return {
    slice_name: draft.name.trim(),
    description: orNull(draft.description),
    owners: draft.owners.map((owner) => owner.value),
    cache_timeout: draft.cacheTimeout === '' ? null : Number(draft.cacheTimeout),
    certified_by: certifiedBy,
    certification_details: certifiedBy === null ? null : orNull(draft.certificationDetails),
  };
}
