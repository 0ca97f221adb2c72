// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DashboardMenu,
  type DashboardMenuProps,
} from '../../../../../web/app/features/dashboard/header/dashboard-menu.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';

/** Opens the dashboard's "..." menu drawn with `props` and answers its entries. */
async function openMenu(props: Partial<DashboardMenuProps>) {
  const onOpen = vi.fn();
  renderWithProviders(
    <DashboardMenu
      title="Births"
      canEdit={false}
      canShare={false}
      canSaveAs={false}
      canEmbed={false}
      fullscreen={false}
      onRefresh={vi.fn()}
      onToggleFullscreen={vi.fn()}
      onCopyPermalink={vi.fn()}
      onEmailPermalink={vi.fn()}
      onOpen={onOpen}
      reportMenu={null}
      {...props}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Menu actions trigger' }));
  const items = await screen.findAllByRole('menuitem');
  const choose = (name: string) => fireEvent.click(items.find((item) => item.textContent === name)!);
  return { items: items.map((item) => item.textContent), onOpen, choose };
}

describe('DashboardMenu: Embed dashboard', () => {
  it('offers Embed dashboard after the Share entries to users who may embed, opening the embed modal', async () => {
    // Arrange
    const { items, onOpen, choose } = await openMenu({ canEmbed: true, canShare: true });

    // Act
    choose('Embed dashboard');

    // Assert
    expect(items.slice(items.indexOf('Share permalink by email'), items.indexOf('Embed dashboard') + 1)).toEqual([
      'Share permalink by email',
      'Embed dashboard',
    ]);
    expect(onOpen.mock.calls).toEqual([['embed']]);
  });

  it('leaves it out for the others', async () => {
    // Act
    const { items } = await openMenu({ canEmbed: false, canEdit: true, canShare: true });

    // Assert
    expect(items).not.toContain('Embed dashboard');
  });
});
