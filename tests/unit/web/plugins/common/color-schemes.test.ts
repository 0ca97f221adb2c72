import { describe, expect, it } from 'vitest';
import {
  CATEGORICAL_SCHEME_CHOICES,
  SEQUENTIAL_SCHEME_CHOICES,
  categoricalScheme,
  interpolateSequential,
  sequentialScheme,
} from '../../../../../web/app/plugins/common/color-schemes.ts';

describe('color schemes', () => {
  it.each([
    [undefined, 'supersetColors', '#1FA8C9'],
    ['d3Category10', 'd3Category10', '#1f77b4'],
    ['supersetAndPresetColors', 'supersetAndPresetColors', '#004960'],
    ['echarts4c', 'echarts4Colors', '#c23531'],
    ['no such scheme', 'supersetColors', '#1FA8C9'],
  ])('finds categorical scheme %s', (name, id, first) => {
    // Act
    const scheme = categoricalScheme(name);

    // Assert
    expect([scheme.id, scheme.colors[0]]).toEqual([id, first]);
  });

  it('falls back to superset_seq_1 for an unknown sequential scheme', () => {
    // Act
    const scheme = sequentialScheme('nope');

    // Assert
    expect(scheme.id).toBe('superset_seq_1');
  });

  it.each([
    ['white_black', 0, '#ffffff'],
    ['white_black', 1, '#000000'],
    ['white_black', 0.5, '#808080'],
    ['blue_white_yellow', 0.25, '#80e8e0'],
    ['white_black', 7, '#000000'],
    ['white_black', Number.NaN, '#ffffff'],
  ])('interpolates %s at %s', (name, t, expected) => {
    // Act
    const color = interpolateSequential(name, t);

    // Assert
    expect(color).toBe(expected);
  });

  it('lists the schemes the brief names', () => {
    // Assert
    expect(CATEGORICAL_SCHEME_CHOICES.map(([id]) => id)).toEqual([
      'supersetColors',
      'supersetAndPresetColors',
      'bnbColors',
      'googleCategory10c',
      'googleCategory20c',
      'd3Category10',
      'd3Category20',
      'd3Category20b',
      'd3Category20c',
      'echarts4Colors',
      'echarts5Colors',
      'lyftColors',
      'presetColors',
      'modernSunset',
      'colorsOfRainbow',
      'blueToGreen',
      'redToYellow',
      'wavesOfBlue',
    ]);
    expect(SEQUENTIAL_SCHEME_CHOICES.map(([id]) => id)).toEqual(
      expect.arrayContaining(['superset_seq_2', 'fire', 'schemeRdYlGn', 'schemeBlues']),
    );
  });
});
