// @vitest-environment happy-dom
import { DndContext } from '@dnd-kit/core';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DatasetPanel } from '../../../../../web/app/features/explore/components/dataset-panel/dataset-panel.tsx';
import { renderWithProviders } from '../../render-with-providers.tsx';
import { datasource } from './fixtures.ts';

function renderPanel() {
  renderWithProviders(
    <MemoryRouter>
      <DndContext>
        <DatasetPanel datasource={datasource} />
      </DndContext>
    </MemoryRouter>,
  );
}

const shownItems = () =>
  [...screen.getAllByTestId(/^explore-dataset-(column|metric)$/)].map((item) => [
    item.dataset.testid,
    item.textContent,
  ]);

describe('DatasetPanel', () => {
  it('lists metrics, then columns with the temporal column first, by label', () => {
    // Act
    renderPanel();

    // Assert
    expect([screen.getByTestId('explore-dataset-name').textContent, shownItems()]).toEqual([
      'main.birth_names',
      [
        ['explore-dataset-metric', 'COUNT(*)'],
        ['explore-dataset-column', 'ds'],
        ['explore-dataset-column', 'name'],
        ['explore-dataset-column', 'Number'],
      ],
    ]);
  });

  it('filters by name or label, any case', () => {
    // Arrange
    renderPanel();

    // Act
    fireEvent.change(screen.getByLabelText('Search Metrics & Columns'), { target: { value: 'NUM' } });

    // Assert
    expect(shownItems()).toEqual([['explore-dataset-column', 'Number']]);
  });
});
