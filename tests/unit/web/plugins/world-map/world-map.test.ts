import { describe, expect, it } from 'vitest';
import { findCountry } from '../../../../../web/app/plugins/world-map/countries.ts';
import { transformProps } from '../../../../../web/app/plugins/world-map/transform-props.ts';
import { propsInput, result } from '../table/fixtures.ts';

const SUM_POP = { expressionType: 'SIMPLE', column: { column_name: 'pop' }, aggregate: 'SUM', label: 'SUM(pop)' };
const base = {
  viz_type: 'world_map',
  datasource: '2__table',
  entity: 'country_code',
  metric: 'count',
  secondary_metric: SUM_POP,
};

describe('world map countries', () => {
  it.each([
    ['FR', 'cca2', { key: 'fr', name: 'France' }],
    ['usa', 'cca3', { key: 'us', name: 'United States of America' }],
    ['GER', 'cioc', { key: 'de', name: 'Germany' }],
    ['United States', 'name', { key: 'us', name: 'United States of America' }],
    ['Atlantis', 'name', undefined],
    [42, 'cca2', undefined],
  ] as const)('finds %s as %s', (value, fieldType, expected) => {
    expect(findCountry(value, fieldType)).toEqual(expected);
  });
});

describe('world map transformProps', () => {
  const rows = [
    { country_code: 'FR', count: 10, 'SUM(pop)': 67 },
    { country_code: 'US', count: 30, 'SUM(pop)': 330 },
    { country_code: 'XX', count: 99, 'SUM(pop)': 1 },
  ];
  const answer = result(rows, ['country_code', 'count', 'SUM(pop)'], [1, 0, 0]);

  it('colours known countries along the scheme and sizes bubbles by the second metric', () => {
    // Arrange
    const input = propsInput(
      {
        ...base,
        country_fieldtype: 'cca2',
        show_bubbles: true,
        max_bubble_size: '50',
        linear_color_scheme: 'blue_white_yellow',
      },
      [answer],
    );
    // Act
    const { options, crossFilterColumns } = transformProps(input);
    // Assert
    const [map, bubbles] = options.series as {
      type: string;
      data: Record<string, unknown>[];
      maxSize?: number;
      color?: string;
    }[];
    expect(crossFilterColumns).toEqual(['country_code']);
    expect(map!.data.map(({ 'hc-key': key, value, custom }) => ({ key, value, custom }))).toEqual([
      { key: 'fr', value: 10, custom: { text: '10', crossFilter: { values: ['FR'], label: 'fr' } } },
      { key: 'us', value: 30, custom: { text: '30', crossFilter: { values: ['US'], label: 'us' } } },
    ]);
    expect(map!.data.map((point) => point.color)).toEqual(['#00d1c1', '#ffb400']);
    expect({
      type: bubbles!.type,
      maxSize: bubbles!.maxSize,
      color: bubbles!.color,
      z: bubbles!.data.map((p) => p.z),
    }).toEqual({ type: 'mapbubble', maxSize: 50, color: 'rgba(0,122,135,1)', z: [67, 330] });
  });

  it('colours by country from the categorical scheme when asked', () => {
    // Arrange
    const input = propsInput(
      { ...base, country_fieldtype: 'cca2', color_by: 'country', color_scheme: 'supersetColors' },
      [answer],
    );
    // Act
    const { options } = transformProps(input);
    // Assert
    expect((options.series as { data: { color: string }[] }[]).map((s) => s.data.map((p) => p.color))).toEqual([
      ['color:France', 'color:United States of America'],
    ]);
  });
});
