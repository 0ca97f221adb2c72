import { sharedControls as c } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Smooth Line: spline curves through the points. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'smooth' }, [
  [c.area],
  [c.opacity],
  [c.stack],
  [c.markerEnabled],
  [c.markerSize],
]);
