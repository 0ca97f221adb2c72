import { sharedControls as c, withOverrides } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Area Chart: filled lines, stacked by default; `Expand` stacks to 100%. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'line', area: true }, [[withOverrides('stack', { default: 'Stack' })], [c.opacity], [c.markerEnabled], [c.markerSize]]);
