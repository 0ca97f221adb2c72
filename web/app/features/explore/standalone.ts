import type { StandaloneOptions } from './components/explore-page.tsx';

/** Superset's `standalone` URL parameter: `1` or `true` shows the chart alone (embedded), `height` its pixel height. */
export function standaloneOf(search: URLSearchParams): StandaloneOptions | undefined {
  const flag = search.get('standalone');
  if (flag !== '1' && flag !== 'true') return undefined;
  const height = Number(search.get('height'));
  return Number.isInteger(height) && height > 0 ? { height } : {};
}
