import { column, countMetric, sumMetric, temporal } from './columns.ts';
import type { ExampleColumn, ExampleTable } from './types.ts';

/** The World Bank indicators the example carries, with their World Bank titles. */
export const WB_INDICATORS: Readonly<Record<string, string>> = {
  SP_POP_TOTL: 'Population, total',
  SP_RUR_TOTL: 'Rural population',
  SP_RUR_TOTL_ZS: 'Rural population (% of total population)',
  SP_DYN_LE00_IN: 'Life expectancy at birth, total (years)',
  SH_DYN_AIDS: 'Adults (ages 15+) living with HIV',
  NY_GNP_PCAP_CD: 'GNI per capita, Atlas method (current US$)',
  SP_URB_TOTL: 'Urban population',
  SP_POP_GROW: 'Population growth (annual %)',
  SH_DYN_MORT: 'Mortality rate, under-5 (per 1,000 live births)',
  SP_DYN_CBRT_IN: 'Birth rate, crude (per 1,000 people)',
  SP_DYN_CDRT_IN: 'Death rate, crude (per 1,000 people)',
  SE_PRM_NENR: 'School enrollment, primary (% net)',
};

const indicatorColumns: ExampleColumn[] = Object.entries(WB_INDICATORS).map(([name, title]) =>
  column(name, 'DOUBLE', { verbose_name: title }),
);

/** Health and population indicators per country and year (synthetic values, real country codes and regions). */
export const wbHealthPopulation: ExampleTable = {
  name: 'wb_health_population',
  description: 'World Bank style health and population indicators per country, 1960 to 2014 (synthetic values).',
  columns: [
    column('country_name', 'VARCHAR'),
    column('country_code', 'VARCHAR', { description: 'ISO 3166-1 alpha-3' }),
    column('region', 'VARCHAR'),
    temporal('year'),
    ...indicatorColumns,
  ],
  main_dttm_col: 'year',
  metrics: [
    countMetric,
    ...['SP_POP_TOTL', 'SH_DYN_AIDS', 'SP_RUR_TOTL_ZS', 'SP_DYN_LE00_IN', 'SP_RUR_TOTL'].map(sumMetric),
  ],
  // 215 countries times the 55 years 1960 to 2014.
  rows: 11_825,
};
