import type { ChartDataResult } from '../../../plugins/types.ts';

/** A file name from the chart name, as Superset names exports: the name, lower case, and a timestamp. */
export function exportFileName(chartName: string, extension: 'csv' | 'json', now: Date): string {
  const base =
    chartName
      .trim()
      .replace(/[^\w-]+/g, '_')
      .toLowerCase() || 'chart';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${base}_${stamp}.${extension}`;
}

/** The answer's rows per query, as Superset's `result_format: json` export shapes them. */
export function resultsAsJson(results: readonly ChartDataResult[]): string {
  return JSON.stringify(
    results.map((result) => result.data),
    null,
    2,
  );
}

/** Hands a text to the browser as a file download. */
export function saveTextFile(text: string, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
