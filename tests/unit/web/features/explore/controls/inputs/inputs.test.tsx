// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BoundsControl } from '../../../../../../../web/app/features/explore/controls/inputs/bounds-control.tsx';
import {
  NumberFormatControl,
  TimeGrainControl,
} from '../../../../../../../web/app/features/explore/controls/inputs/choice-controls.tsx';
import { CurrencyControl } from '../../../../../../../web/app/features/explore/controls/inputs/color-controls.tsx';
import {
  formatRgba,
  parseRgba,
} from '../../../../../../../web/app/features/explore/controls/inputs/color-picker-control.tsx';
import { SliderControl } from '../../../../../../../web/app/features/explore/controls/inputs/slider-control.tsx';
import { TextAreaControl } from '../../../../../../../web/app/features/explore/controls/inputs/text-area-control.tsx';
import {
  CheckboxControl,
  parseTextValue,
  TextControl,
} from '../../../../../../../web/app/features/explore/controls/inputs/text-controls.tsx';
import { ColorSchemeControl } from '../../../../../../../web/app/features/explore/controls/inputs/color-scheme-control.tsx';
import type { ControlProps } from '../../../../../../../web/app/features/explore/controls/types.ts';
import { categoricalScheme, sequentialScheme } from '../../../../../../../web/app/plugins/common/color-schemes.ts';
import { renderControl, typeInto } from '../harness.tsx';

describe('parseTextValue', () => {
  it.each([
    ['12', true, false, 12],
    ['12.5', true, false, '12.5'],
    ['12.5', false, true, 12.5],
    ['12.', false, true, '12.'],
    ['abc', false, true, 'abc'],
    ['abc', false, false, 'abc'],
    ['', true, false, ''],
  ] as const)('%s (int %s, float %s) is stored as %s', (text, isInt, isFloat, expected) => {
    expect(parseTextValue(text, isInt, isFloat)).toBe(expected);
  });
});

describe('text controls', () => {
  it('TextControl shows its value and emits numbers when isInt', () => {
    // Arrange
    const { onChange } = renderControl(TextControl, { type: 'TextControl', label: 'Limit', isInt: true }, 10);
    const input = screen.getByRole('textbox', { name: 'Limit' }) as HTMLInputElement;

    // Act
    fireEvent.change(input, { target: { value: '25' } });

    // Assert
    expect(input.value).toBe('10');
    expect(onChange.mock.calls).toEqual([[25]]);
  });

  it('TextAreaControl emits its text', () => {
    // Arrange
    const { onChange } = renderControl(TextAreaControl, { type: 'TextAreaControl', label: 'Markdown' }, '# a');

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Markdown' }), { target: { value: '# b' } });

    // Assert
    expect(onChange.mock.calls).toEqual([['# b']]);
  });

  it('CheckboxControl emits the new state', () => {
    // Arrange
    const { onChange } = renderControl(CheckboxControl, { type: 'CheckboxControl', label: 'Legend' }, false);

    // Act
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legend' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('SliderControl shows its value', () => {
    // Arrange + Act
    renderControl(SliderControl, { type: 'SliderControl', label: 'Opacity', min: 0, max: 1, step: 0.1 }, 0.4);

    // Assert
    expect(screen.getByRole('slider', { name: 'Opacity' }).getAttribute('aria-valuenow')).toBe('0.4');
  });
});

describe('choice controls', () => {
  it('NumberFormatControl without choices is a free text field', () => {
    // Arrange
    const { onChange } = renderControl(
      NumberFormatControl,
      { type: 'NumberFormatControl', label: 'Format' },
      'SMART_NUMBER',
    );

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Format' }), { target: { value: ',.2f' } });

    // Assert
    expect(onChange.mock.calls).toEqual([[',.2f']]);
  });

  it('NumberFormatControl with choices takes a typed format', () => {
    // Arrange
    const { onChange } = renderControl(
      NumberFormatControl,
      { type: 'NumberFormatControl', label: 'Format', choices: [['SMART_NUMBER', 'Adaptive']] },
      'SMART_NUMBER',
    );
    const input = screen.getByRole('combobox', { name: 'Format' });

    // Act
    fireEvent.click(input);
    typeInto(input, '.3s');
    fireEvent.click(screen.getByRole('option', { name: '.3s' }));

    // Assert
    expect(onChange.mock.calls).toEqual([['.3s']]);
  });

  it('TimeGrainControl offers Superset\'s "Original value" and the dataset\'s grains', () => {
    // Arrange
    const { onChange } = renderControl(TimeGrainControl, { type: 'TimeGrainControl', label: 'Grain' }, 'P1D');
    const input = screen.getByRole('combobox', { name: 'Grain' }) as HTMLInputElement;

    // Act
    fireEvent.click(input);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    fireEvent.click(screen.getByRole('option', { name: 'Month' }));

    // Assert
    expect(input.value).toBe('Day');
    expect(options).toEqual(['Original value', 'Day', 'Week', 'Month']);
    expect(onChange.mock.calls).toEqual([['P1M']]);
  });

  it('TimeGrainControl writes null for "Original value"', () => {
    // Arrange
    const { onChange } = renderControl(TimeGrainControl, { type: 'TimeGrainControl', label: 'Grain' }, 'P1D');

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Grain' }));
    fireEvent.click(screen.getByRole('option', { name: 'Original value' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[null]]);
  });
});

describe('colour and currency', () => {
  it.each([
    ['rgba(1, 2, 3, 0.5)', { r: 1, g: 2, b: 3, a: 0.5 }],
    ['rgb(10,20,30)', { r: 10, g: 20, b: 30, a: 1 }],
    ['#fff', undefined],
  ])('parses %s', (text, expected) => {
    expect(parseRgba(text)).toEqual(expected);
  });

  it.each([
    [{ r: 1, g: 2, b: 3, a: 0.5 }, 'rgba(1, 2, 3, 0.5)'],
    [{ r: 1, g: 2, b: 3 }, 'rgba(1, 2, 3, 1)'],
    ['red', ''],
    [null, ''],
  ])('formats %j', (value, expected) => {
    expect(formatRgba(value)).toBe(expected);
  });

  it('CurrencyControl changes the symbol position, keeping the symbol', () => {
    // Arrange
    const { onChange } = renderControl(
      CurrencyControl,
      { type: 'CurrencyControl', label: 'Currency' },
      { symbol: 'EUR', symbolPosition: 'prefix' },
    );

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Currency position' }));
    fireEvent.click(screen.getByRole('option', { name: 'Suffix' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[{ symbol: 'EUR', symbolPosition: 'suffix' }]]);
  });

  it('CurrencyControl picks a symbol', () => {
    // Arrange
    const { onChange } = renderControl(CurrencyControl, { type: 'CurrencyControl', label: 'Currency' }, null);

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Currency symbol' }));
    fireEvent.click(screen.getByRole('option', { name: 'GBP' }));

    // Assert
    expect(onChange.mock.calls).toEqual([[{ symbol: 'GBP', symbolPosition: 'prefix' }]]);
  });
});

describe('BoundsControl', () => {
  it('writes [min, max] with null for an empty side', () => {
    // Arrange
    const { onChange } = renderControl(BoundsControl, { type: 'BoundsControl', label: 'Bounds' }, [null, 100]);

    // Act
    fireEvent.change(screen.getByRole('textbox', { name: 'Bounds min' }), { target: { value: '5' } });

    // Assert
    expect((screen.getByRole('textbox', { name: 'Bounds max' }) as HTMLInputElement).value).toBe('100');
    expect(onChange.mock.calls).toEqual([[[5, 100]]]);
  });
});

describe('ColorSchemeControl', () => {
  const config = {
    type: 'ColorSchemeControl' as const,
    name: 'color_scheme',
    label: 'Color Scheme',
    choices: [
      ['supersetColors', 'Superset Colors'],
      ['bnbColors', 'Airbnb Colors'],
    ] as const,
  };

  it('shows each scheme with its colours and writes the picked scheme’s name', () => {
    // Arrange
    const { onChange } = renderControl(
      (props: ControlProps) => (
        <ColorSchemeControl {...props} schemes={{ categoricalScheme, sequentialScheme, categoricalChoices: [] }} />
      ),
      config,
      'supersetColors',
    );

    // Act
    fireEvent.click(screen.getByRole('combobox', { name: 'Color Scheme' }));
    const option = screen.getByRole('option', { name: 'Airbnb Colors' });
    const swatches = option.querySelectorAll('[aria-hidden] > span').length;
    fireEvent.click(option);

    // Assert
    expect([swatches, onChange.mock.calls]).toEqual([10, [['bnbColors']]]);
  });
});
