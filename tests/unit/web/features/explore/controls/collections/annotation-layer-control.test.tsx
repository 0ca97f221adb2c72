// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnotationLayerControl } from '../../../../../../../web/app/features/explore/controls/annotations/annotation-layer-control.tsx';
import { renderControl } from '../harness.tsx';

const config = { type: 'AnnotationLayerControl' as const, name: 'annotation_layers', label: 'Annotation layers' };

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

describe('AnnotationLayerControl', () => {
  it('adds a formula layer in Superset shape', () => {
    // Arrange
    const { onChange } = renderControl(AnnotationLayerControl, config, []);
    fireEvent.click(screen.getByTestId('annotation_layers-add'));

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Target' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Formula' }), { target: { value: ' 2 * x ' } });
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[[FORMULA]]]);
  });

  it('turns a layer into a native interval layer', () => {
    // Arrange
    const { onChange } = renderControl(AnnotationLayerControl, { ...config, choices: [[7, 'Holidays']] }, [FORMULA]);
    fireEvent.click(screen.getByText('Target'));

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Annotation layer type' }));
    fireEvent.click(screen.getByRole('option', { name: 'Interval' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Annotation layer' }));
    fireEvent.click(screen.getByRole('option', { name: 'Holidays' }));
    fireEvent.click(screen.getByTestId('popover-save'));

    // Assert
    expect(onChange.mock.calls).toEqual([[[{ ...FORMULA, annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 7 }]]]);
  });

  it('removes a layer', () => {
    // Arrange
    const { onChange } = renderControl(AnnotationLayerControl, config, [FORMULA]);

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Remove Target' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[[]]]);
  });
});
