// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackgroundStyleMenu, backgroundStyleOf } from '../../../../../../web/app/features/dashboard/edit/index.ts';
import { createLayoutHistorySlice } from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { chart, gridLayout, item, n } from '../../../../shared/dashboard/layout-fixtures.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

/** Opens the menu of a component whose background is `value`, chooses `choice`, and answers what it reported. */
async function choose(value: string | undefined, choice: string) {
  const onChange = vi.fn();
  renderWithProviders(<BackgroundStyleMenu value={value} onChange={onChange} />);
  fireEvent.click(screen.getByRole('button', { name: 'Background style' }));
  const options = await screen.findAllByRole('menuitem');
  const checked = options
    .filter((option) => option.querySelector('[aria-label="Selected"]'))
    .map((option) => option.textContent);
  fireEvent.click(options.find((option) => option.textContent === choice)!);
  return { options: options.map((option) => option.textContent), checked, changes: onChange.mock.calls };
}

describe('BackgroundStyleMenu', () => {
  it.each([
    ['a transparent row made solid', 'BACKGROUND_TRANSPARENT', 'Solid', ['Transparent'], [['BACKGROUND_WHITE']]],
    ['a solid column made transparent', 'BACKGROUND_WHITE', 'Transparent', ['Solid'], [['BACKGROUND_TRANSPARENT']]],
    [
      'a row without a background shown transparent, made solid',
      undefined,
      'Solid',
      ['Transparent'],
      [['BACKGROUND_WHITE']],
    ],
    ['the current style chosen again: no change', 'BACKGROUND_WHITE', 'Solid', ['Solid'], []],
  ])('%s', async (_name, value, choice, checked, changes) => {
    // Act
    const outcome = await choose(value, choice);

    // Assert
    expect(outcome).toEqual({ options: ['Transparent', 'Solid'], checked, changes });
  });

  it.each([
    ['BACKGROUND_WHITE', 'BACKGROUND_WHITE'],
    ['BACKGROUND_TRANSPARENT', 'BACKGROUND_TRANSPARENT'],
    [undefined, 'BACKGROUND_TRANSPARENT'],
    ['BACKGROUND_PINK', 'BACKGROUND_TRANSPARENT'],
  ])('reads %s as %s', (value, expected) => {
    expect(backgroundStyleOf(value)).toBe(expected);
  });
});

describe('background style changes in the layout history', () => {
  it('sets a row and a column background, each one undoable step', () => {
    // Arrange
    const saved = gridLayout(
      n(
        'ROW-a',
        'ROW',
        [n('COLUMN-a', 'COLUMN', [chart('CHART-a')], { width: 4, background: 'BACKGROUND_TRANSPARENT' })],
        { background: 'BACKGROUND_TRANSPARENT' },
      ),
    );
    const slice = createLayoutHistorySlice('layout', saved);
    const { layoutLoaded, componentMetaUpdated, undo } = slice.actions;
    const actions = [
      layoutLoaded(saved),
      componentMetaUpdated({ id: 'ROW-a', meta: { background: 'BACKGROUND_WHITE' } }),
      componentMetaUpdated({ id: 'COLUMN-a', meta: { background: 'BACKGROUND_WHITE' } }),
      undo(),
      undo(),
    ];

    // Act
    const states = actions.reduce<ReturnType<typeof slice.reducer>[]>(
      (all, action) => [...all, slice.reducer(all.at(-1), action)],
      [],
    );

    // Assert
    expect(
      states.map((state) => [
        item(state.present, 'ROW-a').meta?.background,
        item(state.present, 'COLUMN-a').meta,
        state.hasUnsavedChanges,
      ]),
    ).toEqual([
      ['BACKGROUND_TRANSPARENT', { width: 4, background: 'BACKGROUND_TRANSPARENT' }, false],
      ['BACKGROUND_WHITE', { width: 4, background: 'BACKGROUND_TRANSPARENT' }, true],
      ['BACKGROUND_WHITE', { width: 4, background: 'BACKGROUND_WHITE' }, true],
      ['BACKGROUND_WHITE', { width: 4, background: 'BACKGROUND_TRANSPARENT' }, true],
      ['BACKGROUND_TRANSPARENT', { width: 4, background: 'BACKGROUND_TRANSPARENT' }, false],
    ]);
  });
});
