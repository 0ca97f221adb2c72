import type { Options, SeriesMapbubbleOptions, SeriesMapOptions } from 'highcharts';
import { interpolateSequential } from '../common/color-schemes.ts';
import { getColumnLabel, getMetricLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import type { ChartPropsInput } from '../types.ts';
import { findCountry, WORLD_TOPOLOGY, type CountryFieldType } from './countries.ts';

/** What the world map draws. */
export interface WorldMapProps {
  options: Options;
  theme: 'light' | 'dark';
  /** The entity column a country click cross-filters on. */
  crossFilterColumns: string[];
}

interface Place {
  key: string;
  /** The row's entity value, what a cross-filter on the country matches. */
  raw: unknown;
  name: string;
  value: number | null;
  size: number | null;
}

const FIELD_TYPES: readonly CountryFieldType[] = ['name', 'cioc', 'cca2', 'cca3'];
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The bubble colour of the colour picker (`{ r, g, b, a }`), Superset's default when unset. */
function rgba(value: unknown): string {
  const c = (value ?? {}) as Record<string, unknown>;
  const channel = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return `rgba(${channel(c.r, 0)},${channel(c.g, 122)},${channel(c.b, 135)},${channel(c.a, 1)})`;
}

/** Rows whose country the map knows, one place per country (the first row wins, as a join would). */
function placesOf(input: ChartPropsInput): Place[] {
  const { formData } = input;
  const entity = getColumnLabel(formData.entity);
  const metric = getMetricLabel(formData.metric);
  const secondary = getMetricLabel(formData.secondary_metric) || metric;
  const fieldType = FIELD_TYPES.find((type) => type === formData.country_fieldtype) ?? 'cca2';
  const seen = new Set<string>();
  return (input.queriesData[0]?.data ?? []).flatMap((row) => {
    const country = findCountry(row[entity], fieldType);
    if (!country || seen.has(country.key)) return [];
    seen.add(country.key);
    return [{ ...country, raw: row[entity], value: numberOrNull(row[metric]), size: numberOrNull(row[secondary]) }];
  });
}

/** Each country's colour: along the sequential scheme by metric (Superset's default), or by country name. */
function colorOf(input: ChartPropsInput, places: readonly Place[]): (place: Place) => string | undefined {
  const { formData } = input;
  if (formData.color_by === 'country')
    return (place) => input.colorFor(place.name, formData.color_scheme as string | undefined);
  const values = places.map((p) => p.value).filter((v): v is number => v !== null);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const scheme = formData.linear_color_scheme as string | undefined;
  return (place) =>
    place.value === null
      ? undefined
      : interpolateSequential(scheme, max === min ? 1 : (place.value - min) / (max - min));
}

/** The chart data answer -> a Highcharts world map: countries coloured by the metric, bubbles sized by the second. */
export function transformProps(input: ChartPropsInput): WorldMapProps {
  const { formData } = input;
  const metric = getMetricLabel(formData.metric);
  const format = getNumberFormatter(input.datasource.columnFormats[metric]);
  const places = placesOf(input);
  const color = colorOf(input, places);
  const countries: SeriesMapOptions = {
    type: 'map',
    name: input.datasource.verboseMap[metric] ?? metric,
    joinBy: 'hc-key',
    allAreas: true,
    nullColor: input.theme === 'dark' ? '#3a3a3a' : '#ececec',
    data: places.map((p) => ({
      'hc-key': p.key,
      name: p.name,
      value: p.value,
      color: color(p),
      custom: { text: format(p.value), crossFilter: { values: [p.raw], label: p.key } },
    })),
    tooltip: { pointFormat: '{point.name}: {point.custom.text}' },
  };
  const series: (SeriesMapOptions | SeriesMapbubbleOptions)[] = [countries];
  if (formData.show_bubbles) {
    series.push({
      type: 'mapbubble',
      name:
        input.datasource.verboseMap[getMetricLabel(formData.secondary_metric)] ??
        (getMetricLabel(formData.secondary_metric) || metric),
      joinBy: 'hc-key',
      color: rgba(formData.color_picker),
      maxSize: Number(formData.max_bubble_size) || 25,
      data: places
        .filter((p) => p.size !== null)
        .map((p) => ({ 'hc-key': p.key, name: p.name, z: p.size, custom: { text: format(p.size) } })),
      tooltip: { pointFormat: '{point.name}: {point.custom.text}' },
    });
  }
  return {
    options: {
      chart: { map: WORLD_TOPOLOGY },
      title: { text: undefined },
      legend: { enabled: false },
      mapNavigation: { enabled: true },
      series,
    },
    theme: input.theme,
    crossFilterColumns: [getColumnLabel(formData.entity)].filter(Boolean),
  };
}
