// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ControlPanel,
  controlDefaults,
  validateFormData,
} from '../../../../../../web/app/features/explore/controls/index.ts';
import { allControls, isVisible } from '../../../../../../web/app/features/explore/controls/panel-model.ts';
import { controlPanel as pie } from '../../../../../../web/app/plugins/pie/control-panel.ts';
import { controlPanel as table } from '../../../../../../web/app/plugins/table/control-panel.ts';
import type { ControlPanelConfig, FormData } from '../../../../../../web/app/plugins/types.ts';
import { DATASOURCE, renderInMantine } from './harness.tsx';

/** Real chart panels drawn with a new chart's defaults: every visible control of the tab renders. */
describe.each([
  ['table', table],
  ['pie', pie],
] as [string, ControlPanelConfig][])('the %s control panel', (vizType, config) => {
  const formData: FormData = { viz_type: vizType, datasource: '3__table', ...controlDefaults(config) };

  it.each(['data', 'customize'] as const)('renders every visible control of the %s tab', (tab) => {
    // Arrange
    const expected = config.sections
      .filter((section) => section.tab === tab)
      .flatMap((section) =>
        section.rows.flatMap((row) => row.filter((cell) => cell !== null && isVisible(cell, formData))),
      )
      .map((control) => control!.name);

    // Act
    renderInMantine(
      <ControlPanel
        config={config}
        tab={tab}
        formData={formData}
        datasource={DATASOURCE}
        onChange={() => undefined}
        errors={{}}
      />,
    );

    // Assert
    expect(expected.filter((name) => screen.queryAllByTestId(name).length === 0)).toEqual([]);
  });

  it('validates a new chart without throwing', () => {
    // Act
    const errors = validateFormData(config, formData);

    // Assert
    expect(Object.keys(errors).every((name) => allControls(config).some((control) => control.name === name))).toBe(
      true,
    );
  });
});
