import { sharedControls as c } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Generic Chart: any series style (line, scatter, smooth, bar, step start/middle/end). */
export default makeTimeseriesPlugin(metadata, { defaultSeriesType: 'line' }, [
  [c.seriesType],
  [c.area],
  [c.opacity],
  [c.stack],
  [c.markerEnabled],
  [c.markerSize],
  [c.orientation],
]);
