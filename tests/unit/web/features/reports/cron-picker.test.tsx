// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CronPicker } from '../../../../../web/app/features/reports/schedule/cron-picker.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

/** The picker over a crontab held in state, every crontab it emits kept in `emitted`. */
function renderPicker(initial: string) {
  const emitted: string[] = [];
  function Harness() {
    const [crontab, setCrontab] = useState(initial);
    return (
      <CronPicker
        value={crontab}
        onChange={(next) => {
          emitted.push(next);
          setCrontab(next);
        }}
      />
    );
  }
  renderWithProviders(<Harness />);
  return emitted;
}

/** Picks an option of one select (closed dropdowns of other selects stay in the document, so look in this one's list). */
function pick(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.click(combobox);
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '') as HTMLElement;
  // Mantine keeps the dropdown in a transition happy-dom never ends, so its options count as hidden.
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

const words = () => screen.getByTestId('schedule-in-words').textContent;

describe('the cron picker', { timeout: 30_000 }, () => {
  it('shows a weekly crontab as its weekdays and time, in words', () => {
    // Act
    renderPicker('30 8 * * 1,5');

    // Assert
    const pressed = ['Monday', 'Tuesday', 'Friday'].map(
      (day) => (screen.getByRole('checkbox', { name: day }) as HTMLInputElement).checked,
    );
    expect([pressed, words()]).toEqual([[true, false, true], 'Every Monday and Friday at 08:30']);
  });

  it('builds a crontab from the frequency, time and days picked', () => {
    // Arrange
    const emitted = renderPicker('0 12 * * 1');

    // Act
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    pick('Hour', '09');
    pick('Repeats', 'Every day');
    pick('Minute', '45');

    // Assert
    expect([emitted, words()]).toEqual([
      ['0 12 * * 1,3', '0 9 * * 1,3', '0 9 * * *', '45 9 * * *'],
      'Every day at 09:45',
    ]);
  });

  it('keeps at least one weekday', () => {
    // Arrange
    const emitted = renderPicker('0 12 * * 1');

    // Act
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));

    // Assert
    expect([emitted, (screen.getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked]).toEqual([
      [],
      true,
    ]);
  });

  it('takes a custom crontab as text and says what is wrong with it', () => {
    // Arrange
    const emitted = renderPicker('0 12 * * 1');
    pick('Repeats', 'Custom (crontab)');
    const input = screen.getByRole('textbox', { name: 'Crontab' });

    // Act
    fireEvent.change(input, { target: { value: '0 9 * *' } });

    // Assert
    expect([
      emitted,
      screen.getByText('A crontab has five fields: minute, hour, day of month, month, day of week') !== null,
      screen.queryByTestId('schedule-in-words'),
    ]).toEqual([['0 12 * * 1', '0 9 * *'], true, null]);
  });

  it('opens a crontab it has no frequency for as a custom one, without a time to pick', () => {
    // Act
    renderPicker('*/15 * * * *');

    // Assert
    expect([
      (screen.getByRole('textbox', { name: 'Crontab' }) as HTMLInputElement).value,
      words(),
      screen.queryByRole('combobox', { name: 'Hour' }),
    ]).toEqual(['*/15 * * * *', 'Every 15 minutes', null]);
  });
});
