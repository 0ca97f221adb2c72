import { sharedControls as c } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Area Chart: filled lines, drawn over one another unless `stack` stacks them (`Expand` to 100%), as Superset's. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'line', area: true }, [
  [c.stack],
  [c.opacity],
  [c.markerEnabled],
  [c.markerSize],
]);
