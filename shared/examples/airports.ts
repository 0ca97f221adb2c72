import { column, countMetric } from './columns.ts';
import type { ExampleTable } from './types.ts';

/** Invented US airports with codes and coordinates, the dimension behind `flights` (synthetic). */
export const airports: ExampleTable = {
  name: 'airports',
  description:
    'Airports with IATA-style codes and coordinates inside the contiguous US (synthetic, fixed size at every scale).',
  columns: [
    column('IATA_CODE', 'VARCHAR'),
    column('AIRPORT', 'VARCHAR'),
    column('CITY', 'VARCHAR'),
    column('STATE', 'VARCHAR'),
    column('COUNTRY', 'VARCHAR'),
    column('LATITUDE', 'DOUBLE'),
    column('LONGITUDE', 'DOUBLE'),
  ],
  main_dttm_col: null,
  metrics: [countMetric],
  rows: 322,
};
