// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedMarkdown } from '../../../../../../web/app/features/dashboard/markdown/rendered-markdown.tsx';
import { PART_LOAD_FAILED } from '../../../../../../web/app/ui/preloadable.tsx';

// The renderer's chunk cannot be loaded (offline, or a new release replaced the files).
vi.mock('../../../../../../web/app/features/dashboard/markdown/render-markdown.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('RenderedMarkdown', () => {
  it('says the part could not be loaded when the renderer chunk fails, instead of staying blank', async () => {
    // Act
    render(
      <MantineProvider env="test">
        <RenderedMarkdown source="# Sales" />
      </MantineProvider>,
    );

    // Assert
    expect(await screen.findByText(PART_LOAD_FAILED)).toBeTruthy();
  });
});
