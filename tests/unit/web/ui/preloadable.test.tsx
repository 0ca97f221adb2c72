// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PART_LOAD_FAILED, preloadable } from '../../../../web/app/ui/preloadable.tsx';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** A load the test settles by hand, so nothing depends on timing. */
function deferredLoad() {
  let settle!: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void };
  const load = vi.fn(() => new Promise<typeof Greeting>((resolve, reject) => (settle = { resolve, reject })));
  return { load, settle: () => settle };
}

const renderPart = (Part: ComponentType<{ name: string }>) =>
  render(
    <MantineProvider env="test">
      <Part name="Ada" />
    </MantineProvider>,
  );

describe('preloadable', () => {
  it('shows the fallback until the chunk is in, then the component', async () => {
    // Arrange
    const { load, settle } = deferredLoad();
    const part = preloadable(load, <p>Loading…</p>);

    // Act
    renderPart(part.Component);
    const before = screen.queryByText('Loading…') !== null;
    await act(async () => settle().resolve(Greeting));

    // Assert
    expect([before, screen.getByText('Hello Ada').textContent, load.mock.calls.length]).toEqual([true, 'Hello Ada', 1]);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    // Arrange
    const { load, settle } = deferredLoad();
    const part = preloadable(load, <p>Loading…</p>);
    const preloading = part.preload();
    settle().resolve(Greeting);
    await preloading;

    // Act
    renderPart(part.Component);

    // Assert
    expect([screen.queryByText('Loading…'), screen.getByText('Hello Ada').textContent, load.mock.calls.length]).toEqual(
      [null, 'Hello Ada', 1],
    );
  });

  it('says the part could not be loaded when its chunk fails', async () => {
    // Arrange
    const { load, settle } = deferredLoad();
    const part = preloadable(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    // Act
    renderPart(part.Component);
    await act(async () => settle().reject(new Error('Failed to fetch dynamically imported module')));

    // Assert
    expect(screen.getByRole('alert').textContent).toContain(PART_LOAD_FAILED);
  });
});
