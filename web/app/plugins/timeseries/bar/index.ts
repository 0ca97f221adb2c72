import { sharedControls as c } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Bar Chart: vertical or horizontal (`orientation`) bars, stacked with `stack`. */
export default makeTimeseriesPlugin(metadata, { seriesType: 'bar' }, [[c.orientation], [c.stack], [c.x_axis_sort_asc]]);
