// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { pageStorage } from '../../../../web/app/core/page-storage.ts';

const original = Object.getOwnPropertyDescriptor(window, 'localStorage');

afterEach(() => {
  if (original) Object.defineProperty(window, 'localStorage', original);
});

describe('pageStorage', () => {
  it("is the page's localStorage when the browser grants it", () => {
    // Act
    const storage = pageStorage();

    // Assert
    expect(storage).toBe(window.localStorage);
  });

  it('keeps values for the page only where the browser refuses storage (a third-party frame)', () => {
    // Arrange
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
      },
    });

    // Act
    pageStorage().setItem('k', 'v');
    const read = pageStorage().getItem('k');
    pageStorage().removeItem('k');

    // Assert
    expect([read, pageStorage().getItem('k')]).toEqual(['v', null]);
  });
});
