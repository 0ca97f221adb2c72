// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ControlPanel } from '../../../../../../web/app/features/explore/controls/index.ts';
import type { ControlPanelConfig, FormData } from '../../../../../../web/app/plugins/types.ts';
import { DATASOURCE, FORM_DATA, renderInMantine } from './harness.tsx';

const PANEL: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      description: 'What to query',
      rows: [
        [
          {
            name: 'row_limit',
            type: 'TextControl',
            label: 'Row limit',
            description: 'Most rows',
            isInt: true,
            default: 100,
          },
          null,
        ],
        [{ name: 'show_legend', type: 'CheckboxControl', label: 'Show legend', renderTrigger: true, default: true }],
        [
          {
            name: 'legend_type',
            type: 'TextControl',
            label: 'Legend type',
            visibility: (formData) => formData.show_legend !== false,
          },
        ],
      ],
    },
    { label: 'Chart Options', tab: 'customize', rows: [[{ name: 'ratio', type: 'TextControl', label: 'Ratio' }]] },
  ],
};

function renderPanel(formData: FormData, errors: Record<string, string[]> = {}, tab: 'data' | 'customize' = 'data') {
  const onChange = vi.fn<(name: string, value: unknown, renderTrigger: boolean) => void>();
  renderInMantine(
    <ControlPanel
      config={PANEL}
      tab={tab}
      formData={formData}
      datasource={DATASOURCE}
      onChange={onChange}
      errors={errors}
    />,
  );
  return onChange;
}

describe('ControlPanel', () => {
  it("renders only the tab's sections, with labels and defaults", () => {
    // Arrange + Act
    renderPanel(FORM_DATA);

    // Assert
    expect(screen.getByRole('button', { name: 'Query' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chart Options' })).toBeNull();
    expect(screen.getByText('What to query')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Row limit' }) as HTMLInputElement).value).toBe('100');
    expect((screen.getByRole('checkbox', { name: 'Show legend' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('img', { name: 'Most rows' })).toBeTruthy();
  });

  it('prefers the form data value over the default', () => {
    // Arrange + Act
    renderPanel({ ...FORM_DATA, row_limit: 5 });

    // Assert
    expect((screen.getByRole('textbox', { name: 'Row limit' }) as HTMLInputElement).value).toBe('5');
  });

  it('hides controls whose visibility is false', () => {
    // Arrange + Act
    renderPanel({ ...FORM_DATA, show_legend: false });

    // Assert
    expect(screen.queryByTestId('legend_type')).toBeNull();
    expect(screen.getByTestId('row_limit')).toBeTruthy();
  });

  it.each([
    ['a hidden control gives its width to the other', false, 1],
    ['a shown control shares the row', true, 2],
  ])('%s', (_case, shown, cells) => {
    // Arrange
    const config: ControlPanelConfig = {
      sections: [
        {
          label: 'Query',
          tab: 'data',
          rows: [
            [
              { name: 'metric_a', type: 'TextControl', label: 'Metric A' },
              { name: 'metric_b', type: 'TextControl', label: 'Metric B', visibility: () => shown },
            ],
          ],
        },
      ],
    };

    // Act
    renderInMantine(
      <ControlPanel
        config={config}
        tab="data"
        formData={FORM_DATA}
        datasource={DATASOURCE}
        onChange={vi.fn()}
        errors={{}}
      />,
    );

    // Assert
    expect(screen.getByTestId('metric_a').closest('.mantine-SimpleGrid-root')?.children.length).toBe(cells);
  });

  it.each([
    ['a query control', 'textbox', 'Row limit', '250', ['row_limit', 250, false]],
    ['a render trigger control', 'checkbox', 'Show legend', undefined, ['show_legend', false, true]],
  ] as const)('emits changes of %s with its renderTrigger flag', (_, role, label, text, expected) => {
    // Arrange
    const onChange = renderPanel(FORM_DATA);
    const input = screen.getByRole(role, { name: label });

    // Act
    if (text === undefined) fireEvent.click(input);
    else fireEvent.change(input, { target: { value: text } });

    // Assert
    expect(onChange.mock.calls).toEqual([expected]);
  });

  it('shows validation messages in the control', () => {
    // Arrange + Act
    renderPanel(FORM_DATA, { row_limit: ['is expected to be an integer'] });

    // Assert
    const control = screen.getByTestId('row_limit');
    expect(within(control).getByRole('alert').textContent).toBe('is expected to be an integer');
  });

  it('renders the customize tab', () => {
    // Arrange + Act
    renderPanel(FORM_DATA, {}, 'customize');

    // Assert
    expect(screen.getByRole('button', { name: 'Chart Options' })).toBeTruthy();
    expect(screen.queryByTestId('row_limit')).toBeNull();
    expect(screen.getByTestId('ratio')).toBeTruthy();
  });
});
