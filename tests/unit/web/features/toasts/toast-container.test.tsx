// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ToastContainer,
  addDangerToast,
  addInfoToast,
  selectToasts,
} from '../../../../../web/app/features/toasts/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';

describe('ToastContainer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses a toast after its duration', () => {
    // Arrange
    const { store } = renderWithProviders(<ToastContainer />);
    act(() => void store.dispatch(addInfoToast('Chart saved', { duration: 3000 })));

    // Act
    act(() => void vi.advanceTimersByTime(3000));

    // Assert
    expect([screen.queryByText('Chart saved'), selectToasts(store.getState())]).toEqual([null, []]);
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    // Arrange
    const { store } = renderWithProviders(<ToastContainer />);
    act(() => void store.dispatch(addDangerToast('Query failed', { duration: 0 })));
    act(() => void vi.advanceTimersByTime(60_000));

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));

    // Assert
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('announces a danger toast as an alert', () => {
    // Arrange
    const { store } = renderWithProviders(<ToastContainer />);

    // Act
    act(() => void store.dispatch(addDangerToast('Could not load roles')));

    // Assert
    expect(screen.getByRole('alert').textContent).toContain('Could not load roles');
  });
});
