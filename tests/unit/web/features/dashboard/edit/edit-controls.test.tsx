// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DropIndicator,
  EditModeActions,
  ResizableBox,
  snappedSize,
  useUndoLimitWarning,
} from '../../../../../../web/app/features/dashboard/edit/index.ts';
import { undoLimitWarning, type ResizeBounds } from '../../../../../../web/app/features/dashboard/layout-ops/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

const bounds: ResizeBounds = {
  adjustableWidth: true,
  adjustableHeight: true,
  minWidth: 1,
  maxWidth: 8,
  minHeight: 5,
  maxHeight: 100,
};

describe('EditModeActions', () => {
  it('undoes and redoes from the buttons and the keyboard, only when there is something to undo or redo', () => {
    // Arrange
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    renderWithProviders(
      <EditModeActions canUndo canRedo={false} onUndo={onUndo} onRedo={onRedo} onDiscard={vi.fn()} />,
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));

    // Assert
    expect({ undo: onUndo.mock.calls.length, redo: onRedo.mock.calls.length }).toEqual({ undo: 2, redo: 0 });
  });

  it('discards', () => {
    // Arrange
    const onDiscard = vi.fn();
    renderWithProviders(
      <EditModeActions canUndo={false} canRedo={false} onUndo={vi.fn()} onRedo={vi.fn()} onDiscard={onDiscard} />,
    );

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));

    // Assert
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });
});

describe('useUndoLimitWarning', () => {
  function Probe({ reached, warn }: { reached: boolean; warn: (message: string) => void }) {
    useUndoLimitWarning(reached, warn);
    return null;
  }

  it('warns once each time the history limit is reached', () => {
    // Arrange
    const warn = vi.fn();
    const { rerender } = render(<Probe reached={false} warn={warn} />);

    // Act
    for (const reached of [true, true, false, true]) rerender(<Probe reached={reached} warn={warn} />);

    // Assert
    expect(warn.mock.calls).toEqual([[undoLimitWarning()], [undoLimitWarning()]]);
  });
});

describe('ResizableBox', () => {
  it.each([
    { name: 'two columns wider', edge: 'right' as const, dx: 2 * 116 + 10, dy: 0, size: { width: 6, height: 50 } },
    { name: 'past the free columns', edge: 'right' as const, dx: 20 * 116, dy: 0, size: { width: 8, height: 50 } },
    {
      name: 'ten units shorter from the bottom edge',
      edge: 'bottom' as const,
      dx: 500,
      dy: -80,
      size: { width: 4, height: 40 },
    },
    {
      name: 'below the least height from the corner',
      edge: 'corner' as const,
      dx: -116,
      dy: -1000,
      size: { width: 3, height: 5 },
    },
  ])('snaps a drag $name', ({ edge, dx, dy, size }) => {
    // Act: columns are 100 px with 16 px gutters.
    const snapped = snappedSize({ width: 4, height: 50 }, edge, dx, dy, bounds, 100);

    // Assert
    expect(snapped).toEqual(size);
  });

  it('reports the snapped size once, when the handle is let go', () => {
    // Arrange
    const onResizeStop = vi.fn();
    renderWithProviders(
      <ResizableBox
        size={{ width: 4, height: 50 }}
        bounds={bounds}
        columnWidth={100}
        editMode
        onResizeStop={onResizeStop}
      >
        <p>chart</p>
      </ResizableBox>,
    );
    const handle = screen.getByRole('separator', { name: 'Resize' });

    // Act
    fireEvent.pointerDown(handle, { clientX: 500, clientY: 400, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 616, clientY: 480, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 732, clientY: 560, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 732, clientY: 560, pointerId: 1 });

    // Assert
    expect(onResizeStop.mock.calls).toEqual([[{ width: 6, height: 70 }]]);
  });

  it('shows no handles outside edit mode', () => {
    // Act
    renderWithProviders(
      <ResizableBox
        size={{ width: 4, height: 50 }}
        bounds={bounds}
        columnWidth={100}
        editMode={false}
        onResizeStop={vi.fn()}
      >
        <p>chart</p>
      </ResizableBox>,
    );

    // Assert
    expect(screen.queryAllByRole('separator')).toEqual([]);
  });
});

describe('DropIndicator', () => {
  it('labels the edge a drop would land on, and draws nothing without one', () => {
    // Act
    const { rerender } = render(<DropIndicator position="left" />);
    const shown = screen.getByRole('status').getAttribute('aria-label');
    rerender(<DropIndicator position={null} />);

    // Assert
    expect({ shown, after: screen.queryByRole('status') }).toEqual({ shown: 'Drop to the left', after: null });
  });
});
