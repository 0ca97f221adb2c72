import type { ChartItem, ChartPutBody } from '#shared/api/chart.ts';

/** What the properties form edits, as its inputs hold it. */
export interface PropertiesDraft {
  name: string;
  description: string;
  owners: string[];
  cacheTimeout: number | string;
  certifiedBy: string;
  certificationDetails: string;
}

/** The form's starting values from the chart. */
export function draftOf(
  chart: Pick<
    ChartItem,
    'slice_name' | 'description' | 'owners' | 'cache_timeout' | 'certified_by' | 'certification_details'
  >,
): PropertiesDraft {
  return {
    name: chart.slice_name ?? '',
    description: chart.description ?? '',
    owners: chart.owners.map((owner) => String(owner.id)),
    cacheTimeout: chart.cache_timeout ?? '',
    certifiedBy: chart.certified_by ?? '',
    certificationDetails: chart.certification_details ?? '',
  };
}

/** The PUT body of a draft: empty optional fields are sent as null, as Superset's modal does. */
export function propertiesBody(draft: PropertiesDraft): ChartPutBody {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    slice_name: draft.name.trim(),
    description: orNull(draft.description),
    owners: draft.owners.map(Number),
    cache_timeout: draft.cacheTimeout === '' ? null : Number(draft.cacheTimeout),
    certified_by: orNull(draft.certifiedBy),
    certification_details: orNull(draft.certificationDetails),
  };
}
