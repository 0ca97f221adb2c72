import { withOverrides } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Scatter Plot: markers only. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'scatter' }, [
  [withOverrides('markerSize', { default: 6 })],
]);
