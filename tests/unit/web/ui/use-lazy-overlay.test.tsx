// @vitest-environment happy-dom
import { MantineProvider, Menu } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLazyOverlay } from '../../../../web/app/ui/use-lazy-overlay.ts';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** A menu built the way a chart card builds its own: the trigger alone until the user reaches it. */
function OptionsMenu() {
  const { engaged, openOnMount, triggerRef, placeholderProps } = useLazyOverlay();
  if (!engaged) return <button type="button" aria-label="More Options" aria-haspopup="menu" {...placeholderProps} />;
  return (
    <Menu defaultOpened={openOnMount}>
      <Menu.Target>
        <button type="button" aria-label="More Options" ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Force refresh</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

const renderMenu = () =>
  render(
    <MantineProvider env="test">
      <OptionsMenu />
    </MantineProvider>,
  );

const optionsButton = () => screen.getByRole('button', { name: 'More Options' });

describe('a menu built once its button is reached', () => {
  it('offers a labelled button that says it opens a menu before the menu is built', () => {
    // Arrange + Act
    renderMenu();

    // Assert
    expect({
      popup: optionsButton().getAttribute('aria-haspopup'),
      menus: screen.queryAllByRole('menu').length,
    }).toEqual({ popup: 'menu', menus: 0 });
  });

  it('keeps the keyboard focus on the button when the menu is built under it', () => {
    // Arrange
    renderMenu();
    const placeholder = optionsButton();

    // Act
    placeholder.focus();

    // Assert
    const real = optionsButton();
    expect({
      replaced: real !== placeholder,
      focused: document.activeElement === real,
      wired: real.hasAttribute('aria-expanded'),
    }).toEqual({ replaced: true, focused: true, wired: true });
  });

  it('opens the menu on a click the button took before the menu was built', async () => {
    // Arrange
    renderMenu();

    // Act
    fireEvent.click(optionsButton());

    // Assert
    expect(await screen.findByRole('menuitem', { name: 'Force refresh' })).toBeTruthy();
  });

  it('builds the menu closed when the pointer comes over the button, and a click then opens it', async () => {
    // Arrange
    renderMenu();

    // Act
    fireEvent.pointerEnter(optionsButton());
    const closed = screen.queryAllByRole('menuitem').length;
    fireEvent.click(optionsButton());

    // Assert
    expect({ closed, opened: (await screen.findAllByRole('menuitem')).length }).toEqual({ closed: 0, opened: 1 });
  });
});
