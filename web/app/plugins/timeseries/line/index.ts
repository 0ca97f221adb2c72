import { sharedControls as c } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Line Chart: straight lines between points; optional area, stacking and markers. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'line' }, [
  [c.area],
  [c.opacity],
  [c.stack],
  [c.markerEnabled],
  [c.markerSize],
]);
