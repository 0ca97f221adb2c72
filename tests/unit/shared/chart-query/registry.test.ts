import { describe, expect, it } from 'vitest';
import { BUILDABLE_VIZ_TYPES, buildQueryFor } from '#shared/chart-query/index.ts';
import { chartRegistrations, loadChartPlugin } from '../../../../web/app/plugins/registry.ts';

const WEB_VIZ_TYPES = chartRegistrations.map((registration) => registration.vizType);

describe('buildQueryFor', () => {
  it('knows every viz type the web registry draws, in its order', () => {
    // Act
    const buildable = [...BUILDABLE_VIZ_TYPES];

    // Assert
    expect(buildable).toEqual(WEB_VIZ_TYPES);
  });

  it.each(WEB_VIZ_TYPES)('gives for %s the very buildQuery its web plugin runs', async (vizType) => {
    // Arrange
    const plugin = await loadChartPlugin(vizType);

    // Act
    const builder = buildQueryFor(vizType);

    // Assert
    expect(builder).toBe(plugin.buildQuery);
  });

  it.each(['deck_arc', '', 'constructor', '__proto__'])('has no buildQuery for "%s"', (vizType) => {
    // Act
    const builder = buildQueryFor(vizType);

    // Assert
    expect(builder).toBeUndefined();
  });
});
