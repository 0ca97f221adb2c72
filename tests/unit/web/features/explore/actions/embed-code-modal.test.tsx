// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedCodeModal } from '../../../../../../web/app/features/explore/components/actions/embed-code-modal.tsx';
import { selectToasts } from '../../../../../../web/app/features/toasts/index.ts';
import type { FormData } from '../../../../../../web/app/plugins/types.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

const PERMALINK = 'http://localhost/superset/explore/p/abc123/';

// The permalink the server makes of the chart as it is now.
vi.mock('../../../../../../web/app/features/explore/components/actions/use-permalink.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePermalink: () => async () => PERMALINK,
}));

const renderModal = () =>
  renderWithProviders(
    <EmbedCodeModal
      opened
      onClose={() => undefined}
      formData={{ datasource: '1__table', viz_type: 'table' } as FormData}
    />,
  );

const toastTexts = (store: ReturnType<typeof renderModal>['store']) =>
  selectToasts(store.getState()).map(({ text }) => text);

/** The Copy code button, once the permalink is in. */
async function copyButton(): Promise<HTMLElement> {
  const button = screen.getByRole('button', { name: 'Copy code' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

describe('EmbedCodeModal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Mantine's autosizing textarea listens to the document's fonts, which happy-dom lacks.
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('copies the embed code to the clipboard and says so', async () => {
    // Arrange
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderModal();

    // Act
    fireEvent.click(await copyButton());

    // Assert
    await waitFor(() => expect(toastTexts(store)).toEqual(['Copied to clipboard!']));
    expect(writeText.mock.calls[0]?.[0]).toContain('src="http://localhost/superset/explore/p/abc123/?standalone=1');
  });

  it('says the browser refused the copy instead of leaving an unhandled rejection', async () => {
    // Arrange
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const { store } = renderModal();

    // Act
    fireEvent.click(await copyButton());

    // Assert
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['Sorry, your browser does not support copying. Use Ctrl / Cmd + C!']),
    );
  });
});
