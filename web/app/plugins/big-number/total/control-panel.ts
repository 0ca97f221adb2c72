import { querySection, sharedControls, withOverrides } from '../../common/controls.ts';
import type { ControlPanelConfig } from '../../types.ts';
import {
  forceTimestampFormatting,
  headerFontSize,
  numberFormatLabel,
  subheaderFontSize,
  timeFormat,
} from '../common/controls.ts';

/** Superset's Big Number control panel: metric and filters; subheader; fonts, formats and conditional colours. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([[sharedControls.metric], [sharedControls.adhoc_filters]]),
    {
      label: 'Display settings',
      expanded: true,
      tab: 'data',
      rows: [
        [
          {
            name: 'subheader',
            type: 'TextControl',
            label: 'Subheader',
            renderTrigger: true,
            description: 'Description text that shows up below your Big Number',
          },
        ],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tab: 'customize',
      rows: [
        [headerFontSize],
        [subheaderFontSize],
        [withOverrides('y_axis_format', { label: numberFormatLabel })],
        [sharedControls.currency_format],
        [timeFormat],
        [forceTimestampFormatting],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional Formatting',
            renderTrigger: true,
            description: 'Apply conditional color formatting to metric',
          },
        ],
      ],
    },
  ],
};
