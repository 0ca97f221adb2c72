import type { Options, PointOptionsObject } from 'highcharts';
import { getColumnLabel, getMetricLabel } from '#shared/chart-query/common/form-data-fields.ts';
import { getNumberFormatter } from '../common/number-format.ts';
import type { ChartPropsInput } from '../types.ts';

/** Superset's word rotations as Highcharts' orientation range: none, right angles, or -60° to 60° by 30°. */
const ROTATIONS = {
  flat: { from: 0, to: 0, orientations: 1 },
  square: { from: 0, to: 90, orientations: 2 },
  random: { from: -60, to: 60, orientations: 5 },
} as const;

const sizeOf = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) ? number : fallback;
};

/**
 * Font size on Superset's scale: linear from zero, so the largest value gets the maximum size and zero the minimum.
 * Highcharts draws `floor(max(minFontSize, weight / maxWeight * maxFontSize))`, so the size itself is the weight.
 */
export function fontSize(value: number, max: number, sizeFrom: number, sizeTo: number): number {
  if (max <= 0) return sizeFrom;
  return sizeFrom + (Math.max(value, 0) / max) * (sizeTo - sizeFrom);
}

/** What the word cloud draws: Highcharts options (one object per answer, so redraws happen only on change). */
export interface WordCloudProps {
  options: Options;
  theme: 'light' | 'dark';
}

/** The chart data answer -> a Highcharts word cloud: one word per row, sized by the metric, coloured by the word. */
export function transformProps(input: ChartPropsInput): WordCloudProps {
  const { formData } = input;
  const series = getColumnLabel(formData.series);
  const metric = getMetricLabel(formData.metric);
  const sizeFrom = sizeOf(formData.size_from, 10);
  const sizeTo = sizeOf(formData.size_to, 70);
  const rows = (input.queriesData[0]?.data ?? []).filter((row) => typeof row[metric] === 'number');
  const max = Math.max(0, ...rows.map((row) => row[metric] as number));
  const format = getNumberFormatter(input.datasource.columnFormats[metric]);
  const data: PointOptionsObject[] = rows.map((row) => {
    const name = String(row[series] ?? 'NULL');
    const value = row[metric] as number;
    return {
      name,
      weight: fontSize(value, max, sizeFrom, sizeTo),
      color: input.colorFor(name, formData.color_scheme as string | undefined),
      custom: { value: format(value) },
    };
  });
  const rotation = ROTATIONS[formData.rotation as keyof typeof ROTATIONS] ?? ROTATIONS.square;
  const options: Options = {
    chart: { type: 'wordcloud' },
    title: { text: undefined },
    legend: { enabled: false },
    tooltip: { headerFormat: '', pointFormat: `<b>{point.name}</b>: {point.custom.value}` },
    series: [
      {
        type: 'wordcloud',
        name: input.datasource.verboseMap[metric] ?? metric,
        data,
        minFontSize: sizeFrom,
        maxFontSize: sizeTo,
        rotation: { ...rotation },
      },
    ],
  };
  return { options, theme: input.theme };
}
