/**
 * The second public face of the datasets domain: what other domains load on first use, with `await import()`. Kept
 * apart from index.ts so such an import reads these modules only (index.ts reaches the whole domain).
 */
export { checkWholeDataset } from './whole-checks.ts';
