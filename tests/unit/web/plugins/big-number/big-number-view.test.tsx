// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BigNumberView } from '../../../../../web/app/plugins/big-number/common/BigNumberView.tsx';
import type { BigNumberProps } from '../../../../../web/app/plugins/big-number/common/types.ts';

const drawing: BigNumberProps = {
  header: '1.2M',
  headerFontSize: 0.4,
  subheader: '',
  subheaderFontSize: 0.15,
  changeClass: '',
  timestamp: null,
  stale: false,
  trendline: null,
};

describe('big number view', () => {
  it('reports one drawing per text shown, not per render of its host', () => {
    // Arrange
    const hooks = { onRenderComplete: vi.fn() };
    const { rerender } = render(<BigNumberView {...drawing} width={300} height={200} hooks={hooks} />);

    // Act
    rerender(<BigNumberView {...drawing} width={300} height={200} hooks={hooks} />);
    const afterSameText = hooks.onRenderComplete.mock.calls.length;
    rerender(<BigNumberView {...drawing} header="1.3M" width={300} height={200} hooks={hooks} />);

    // Assert
    expect([afterSameText, hooks.onRenderComplete.mock.calls.length]).toEqual([1, 2]);
  });
});
