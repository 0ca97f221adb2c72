// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ViewQueryModal } from '../../../../../../web/app/features/chart-actions/query/view-query-modal.tsx';
import { selectToasts } from '../../../../../../web/app/features/toasts/index.ts';
import type { ChartPlugin, FormData } from '../../../../../../web/app/plugins/types.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

// The chart's query as the server answers `result_type: query`.
vi.mock('../../../../../../web/app/features/chart-actions/results/use-chart-data-result.ts', () => ({
  useChartDataResult: () => ({ status: 'done', result: { query: 'SELECT 1' }, results: [{ query: 'SELECT 1' }] }),
}));

const renderModal = () =>
  renderWithProviders(
    <ViewQueryModal
      opened
      onClose={() => undefined}
      plugin={{} as ChartPlugin}
      formData={{ datasource: '1__table', viz_type: 'table' } as FormData}
    />,
  );

const toastTexts = (store: ReturnType<typeof renderModal>['store']) =>
  selectToasts(store.getState()).map(({ text }) => text);

describe('ViewQueryModal', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the query to the clipboard and says so', async () => {
    // Arrange
    const writeText = vi.fn(async () => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderModal();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Copied to clipboard!']));
    expect(writeText).toHaveBeenCalledWith('SELECT\n  1');
  });

  it('says the browser refused the copy instead of leaving an unhandled rejection', async () => {
    // Arrange
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderModal();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));

    // Assert
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['Sorry, your browser does not support copying. Use Ctrl / Cmd + C!']),
    );
  });
});
