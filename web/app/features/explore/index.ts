/**
 * Explore: the chart editor at `/explore/`. Route modules use the page, the dataset picker shown when nothing is
 * opened, and the loader helpers that read the URL and fetch the explore payload.
 */
import './state/index.ts';

export { ExplorePage, type StandaloneOptions } from './components/explore-page.tsx';
export { standaloneOf } from './standalone.ts';
export { DatasetPicker } from './components/lazy-parts.tsx';
export { exploreQueryOf, loadExplore } from './load-explore.ts';
export type { HydratePayload } from './state/index.ts';
export { TimeRangePicker, type TimeRangePickerProps } from './controls/index.ts';
