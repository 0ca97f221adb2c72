import { sharedControls as c, withOverrides } from '../../common/controls.ts';
import { makeTimeseriesPlugin } from '../../common/timeseries/make-plugin.ts';
import { metadata } from './metadata.ts';

/** Stepped Line: steps at the start, middle or end between points (`seriesType`). */
export default makeTimeseriesPlugin(metadata, { defaultSeriesType: 'start' }, [
  [
    withOverrides('seriesType', {
      label: 'Step type',
      default: 'start',
      choices: [
        ['start', 'Start'],
        ['middle', 'Middle'],
        ['end', 'End'],
      ],
      description: 'Defines whether the step should appear at the beginning, middle or end between two data points',
    }),
  ],
  [c.area],
  [c.opacity],
  [c.stack],
  [c.markerEnabled],
  [c.markerSize],
]);
