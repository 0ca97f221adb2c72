import type { StandaloneOptions } from './components/explore-page.tsx';

/**
 * Superset's `standalone` URL parameter: `1` or `true` shows the chart alone (embedded), `height` its pixel height;
 * `3` is a report's screenshot: the chart under its title, and a signal once it has drawn or failed.
 */
export function standaloneOf(search: URLSearchParams): StandaloneOptions | undefined {
  const flag = search.get('standalone');
  if (flag !== '1' && flag !== 'true' && flag !== '3') return undefined;
  const height = Number(search.get('height'));
  return { ...(Number.isInteger(height) && height > 0 ? { height } : {}), ...(flag === '3' ? { report: true } : {}) };
}
