// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from '../../../../../../web/app/features/dashboard/edit/index.ts';
import { renderWithProviders } from '../../../render-with-providers.tsx';

// DOMPurify cannot read element names in happy-dom's DOM (it strips every tag there), so these tests stand a
// marker-adding fake in for it and check that every rendering goes through it; DOMPurify itself runs in Chromium
// (tests/security/dashboard-markdown.test.ts).
const sanitize = vi.hoisted(() => vi.fn((html: string) => `${html}<!--sanitized-->`));
vi.mock('dompurify', () => ({ default: () => ({ sanitize, addHook: vi.fn() }) }));

describe('MarkdownEditor', () => {
  it('shows the rendering, without a mode switch, in view mode', () => {
    // Act
    renderWithProviders(<MarkdownEditor code="**Hello**" editMode={false} onChange={vi.fn()} />);

    // Assert
    expect(screen.getByTestId('markdown-rendered').innerHTML).toBe('<p><strong>Hello</strong></p>\n<!--sanitized-->');
    expect(screen.queryByRole('radiogroup', { name: 'Markdown mode' })).toBeNull();
  });

  it('edits the source in a textarea and reports it once, when the textarea loses focus', () => {
    // Arrange
    const onChange = vi.fn();
    renderWithProviders(<MarkdownEditor code="# Old" editMode onChange={onChange} />);
    fireEvent.click(screen.getByText('Edit'));
    const source = screen.getByRole('textbox', { name: 'Markdown source' });

    // Act
    fireEvent.change(source, { target: { value: '# New' } });
    fireEvent.change(source, { target: { value: '# Newer' } });
    fireEvent.blur(source);

    // Assert
    expect(onChange.mock.calls).toEqual([['# Newer']]);
  });

  it('reports nothing when the source did not change, and previews the draft', () => {
    // Arrange
    const onChange = vi.fn();
    renderWithProviders(<MarkdownEditor code="# Same" editMode onChange={onChange} />);
    fireEvent.click(screen.getByText('Edit'));

    // Act
    fireEvent.blur(screen.getByRole('textbox', { name: 'Markdown source' }));
    fireEvent.click(screen.getByText('Preview'));

    // Assert
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('markdown-rendered').innerHTML).toBe('<h1>Same</h1>\n<!--sanitized-->');
  });
});
