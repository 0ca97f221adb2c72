import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_HANDSHAKE_SCRIPT,
  HANDSHAKE_GLOBAL,
  type HandshakeState,
} from '../../../../../web/app/features/embedded/page-script.ts';

/** Runs the page's inline script at `pathname`; answers the page's state and a way to post it a message. */
function pageAt(pathname: string) {
  const listeners: ((event: unknown) => void)[] = [];
  const parent = {};
  const window: Record<string, unknown> = {
    parent,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      type === 'message' && listeners.push(listener),
  };
  // The script as the page runs it, with this window and location in scope.
  new Function('window', 'location', EMBEDDED_HANDSHAKE_SCRIPT)(window, { pathname });
  const post = (data: unknown, ports: unknown[], source: unknown = parent) => {
    for (const listener of listeners) listener({ data, ports, source });
  };
  return { state: () => window[HANDSHAKE_GLOBAL] as HandshakeState | undefined, post };
}

const HANDSHAKE = { type: '__embedded_comms__', handshake: 'port transfer' };

describe("the embedded page's inline handshake script", () => {
  it('keeps the port its framing page hands over, before the app takes it', () => {
    // Arrange
    const page = pageAt('/embedded/abc');

    // Act
    page.post(HANDSHAKE, ['port']);

    // Assert
    expect(page.state()?.ports).toEqual(['port']);
  });

  it('hands later ports straight to the app once it listens', () => {
    // Arrange
    const page = pageAt('/embedded/abc');
    const taken: unknown[] = [];
    page.state()!.take = (port) => taken.push(port);

    // Act
    page.post(HANDSHAKE, ['port']);

    // Assert
    expect([taken, page.state()?.ports]).toEqual([['port'], []]);
  });

  it.each<[string, unknown, unknown]>([
    ['another message type', { ...HANDSHAKE, type: 'other' }, undefined],
    ['a message from another window than its parent', HANDSHAKE, { other: true }],
  ])('ignores %s', (_case, data, source) => {
    // Arrange
    const page = pageAt('/embedded/abc');

    // Act
    page.post(data, ['port'], source ?? undefined);

    // Assert
    expect(page.state()?.ports).toEqual([]);
  });

  it('does nothing on pages that are not embedded', () => {
    // Act
    const page = pageAt('/superset/dashboard/1/');

    // Assert
    expect(page.state()).toBeUndefined();
  });
});
