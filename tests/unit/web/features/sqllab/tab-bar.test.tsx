// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  SqlLabLayout,
  TabBar,
  selectActiveQueryEditor,
  selectQueryEditors,
  sqlLabReset,
} from '../../../../../web/app/features/sqllab/index.ts';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { localTab, stateWith } from './fixtures.ts';

function renderBar() {
  const rendered = renderWithProviders(<TabBar />);
  rendered.store.dispatch(
    sqlLabReset(
      stateWith([
        localTab('a', { name: 'Untitled Query 1' }),
        localTab('b', { name: 'Sales', sql: 'SELECT 2', dbId: 1 }),
      ]),
    ),
  );
  return rendered;
}

const names = (store: ReturnType<typeof renderBar>['store']) =>
  selectQueryEditors(store.getState()).map(({ name }) => name);

describe('TabBar', { timeout: 30_000 }, () => {
  it("adds 'Untitled Query N' with +, and closes a tab with its x", async () => {
    // Arrange
    const { store } = renderBar();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'New tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close Sales' }));

    // Assert
    await waitFor(() => expect(names(store)).toEqual(['Untitled Query 1', 'Untitled Query 2']));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Untitled Query 1', 'Untitled Query 2']);
  });

  it('renames a tab by double-clicking its name', async () => {
    // Arrange
    const { store } = renderBar();

    // Act
    fireEvent.doubleClick(await screen.findByRole('tab', { name: 'Untitled Query 1' }));
    fireEvent.change(screen.getByLabelText('Tab name'), { target: { value: 'Births' } });
    fireEvent.keyDown(screen.getByLabelText('Tab name'), { key: 'Enter' });

    // Assert
    await waitFor(() => expect(names(store)).toEqual(['Births', 'Sales']));
  });

  it("clones a tab from its menu as 'Copy of X', set to run on opening", async () => {
    // Arrange
    const { store } = renderBar();

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Actions of Sales' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Clone tab' }));

    // Assert
    await waitFor(() =>
      expect(selectActiveQueryEditor(store.getState())).toMatchObject({
        name: 'Copy of Sales',
        sql: 'SELECT 2',
        dbId: 1,
        autorun: true,
      }),
    );
  });

  it('switches with Ctrl+] and Ctrl+[, wrapping around', async () => {
    // Arrange
    const { store } = renderBar();
    await screen.findAllByRole('tab');

    // Act
    fireEvent.keyDown(window, { key: ']', ctrlKey: true });
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.name).toBe('Untitled Query 1'));
    fireEvent.keyDown(window, { key: '[', ctrlKey: true });

    // Assert
    await waitFor(() => expect(selectActiveQueryEditor(store.getState())?.name).toBe('Sales'));
  });
});

describe('SqlLabLayout', { timeout: 30_000 }, () => {
  it('shows its slots, the left bar only when not hidden', async () => {
    // Arrange
    const slots = {
      editor: <p>the editor</p>,
      toolbar: <p>the toolbar</p>,
      southPane: <p>the results</p>,
      leftBar: <p>the schema browser</p>,
    };

    // Act
    const shown = renderWithProviders(<SqlLabLayout tabId="a" northPercent={30} southPercent={70} {...slots} />);
    const texts = ['the editor', 'the toolbar', 'the results', 'the schema browser'].map(
      (text) => screen.queryByText(text) !== null,
    );
    shown.unmount();
    renderWithProviders(<SqlLabLayout tabId="a" northPercent={30} southPercent={70} hideLeftBar {...slots} />);

    // Assert
    expect(texts).toEqual([true, true, true, true]);
    expect(screen.queryByText('the schema browser')).toBeNull();
  });
});
