// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../../../../../web/app/core/http/token-store.ts';
import { makeStore } from '../../../../../../../web/app/core/store.ts';
import { AnnotationLayerControl } from '../../../../../../../web/app/features/explore/controls/annotations/annotation-layer-control.tsx';
import type { ControlConfig } from '../../../../../../../web/app/plugins/types.ts';
import { DATASOURCE, FORM_DATA } from '../harness.tsx';

const config: ControlConfig = { type: 'AnnotationLayerControl', name: 'annotation_layers', label: 'Annotation layers' };

const FORMULA = {
  showLabel: false,
  showMarkers: false,
  hideLine: false,
  opacity: '',
  overrides: {},
  name: 'Target',
  annotationType: 'FORMULA',
  sourceType: '',
  value: '2 * x',
  color: null,
  width: 1,
  style: 'solid',
  show: true,
};

/** The layer list as `GET /api/v1/annotation_layer/?q=(columns:!(id,name),...)` answers it. */
const LAYERS = {
  count: 2,
  ids: [7, 9],
  result: [
    { id: 7, name: 'Holidays' },
    { id: 9, name: 'Releases' },
  ],
};

/** Renders the control with the store and router the layer picker needs; the layer list comes from `fetch`. */
function renderAnnotationControl(value: unknown) {
  const onChange = vi.fn<(value: unknown) => void>();
  render(
    <ReduxProvider store={makeStore()}>
      <MantineProvider env="test">
        <MemoryRouter>
          <AnnotationLayerControl
            config={config}
            value={value}
            onChange={onChange}
            formData={FORM_DATA}
            datasource={DATASOURCE}
          />
        </MemoryRouter>
      </MantineProvider>
    </ReduxProvider>,
  );
  return { onChange };
}

describe('AnnotationLayerControl', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'a-1' }));
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const body = String(input).startsWith('/api/v1/annotation_layer/42')
        ? { id: 42, result: { id: 42, name: 'Old launches', descr: null } }
        : LAYERS;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('adds a formula layer in Superset shape', () => {
    // Arrange
    const { onChange } = renderAnnotationControl([]);
    fireEvent.click(screen.getByTestId('annotation_layers-add'));

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Target' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Formula' }), { target: { value: ' 2 * x ' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[[FORMULA]]]);
  });

  it.each([
    ['Interval', 'INTERVAL'],
    ['Event', 'EVENT'],
  ])('turns a layer into a native %s layer, picked by name from the layer list', async (label, annotationType) => {
    // Arrange
    const { onChange } = renderAnnotationControl([FORMULA]);
    fireEvent.click(screen.getByText('Target'));

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Annotation layer type' }));
    fireEvent.click(screen.getByRole('option', { name: label }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Annotation layer' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Releases' }));
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    const native = {
      timeColumn: 'start_dttm',
      intervalEndColumn: 'end_dttm',
      titleColumn: 'short_descr',
      descriptionColumns: ['long_descr'],
    };
    expect(onChange.mock.calls).toEqual([
      [[{ ...FORMULA, ...native, annotationType, sourceType: 'NATIVE', value: 9 }]],
    ]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/annotation_layer/?q=');
  });

  it('offers the native source by its Superset label', () => {
    // Arrange
    renderAnnotationControl([{ ...FORMULA, annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 7 }]);

    // Act
    fireEvent.click(screen.getByText('Target'));

    // Assert
    expect(screen.getByRole('combobox', { name: 'Annotation source' })).toHaveProperty('value', 'Superset annotation');
  });

  it('names a chosen layer that is not among the listed ones, read by its id', async () => {
    // Arrange
    renderAnnotationControl([{ ...FORMULA, annotationType: 'EVENT', sourceType: 'NATIVE', value: 42 }]);

    // Act
    fireEvent.click(screen.getByText('Target'));

    // Assert
    const picker = screen.getByRole('combobox', { name: 'Annotation layer' });
    await waitFor(() => expect(picker).toHaveProperty('value', 'Old launches'));
  });

  it('removes a layer', () => {
    // Arrange
    const { onChange } = renderAnnotationControl([FORMULA]);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove Target' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[[]]]);
  });
});
