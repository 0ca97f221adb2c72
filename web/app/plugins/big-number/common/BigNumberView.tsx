import { useEffect } from 'react';
import { HighchartsChart } from '../../highcharts/index.ts';
import type { ChartComponentProps } from '../../types.ts';
import { fitFontSize } from './fit-font.ts';
import type { BigNumberProps } from './types.ts';

/** Share of the height the trend line takes under the number (Superset's proportion). */
const TRENDLINE_SHARE = 0.3;

const CHANGE_COLORS = { positive: '#2f9e44', negative: '#e03131', '': 'inherit' } as const;

/**
 * Calls onRenderComplete once per drawing when no Highcharts chart will call it. `drawn` (what the text shows, as a
 * string) changes only with the drawing, so a host re-rendering with the same answer does not count as a new one.
 */
function useTextRendered(done: (() => void) | undefined, active: boolean, drawn: string) {
  useEffect(() => {
    if (active) done?.();
  }, [done, active, drawn]);
}

/**
 * A big number: the number sized as a share of the height (smaller when it would not fit the width), the subheader (coloured by the comparison's
 * direction), the timestamp, and the trend line underneath when there is one.
 */
export function BigNumberView(props: ChartComponentProps<BigNumberProps & { theme?: 'light' | 'dark' }>) {
  const {
    header,
    headerFontSize,
    subheader,
    subheaderFontSize,
    changeClass,
    timestamp,
    stale,
    headerColor,
    trendline,
    width,
    height,
    hooks,
    theme,
  } = props;
  const drawn = JSON.stringify([
    header,
    headerFontSize,
    subheader,
    subheaderFontSize,
    changeClass,
    timestamp,
    stale,
    headerColor,
    theme,
    width,
    height,
  ]);
  useTextRendered(hooks.onRenderComplete, trendline === null, drawn);
  const trendHeight = trendline ? Math.floor(height * TRENDLINE_SHARE) : 0;
  const textHeight = height - trendHeight;
  // A little room on each side, so the widest line does not touch the card's edges.
  const lineWidth = width - 16;
  const headerText = header ?? 'No data';
  const headerSize = fitFontSize(headerText, Math.max(12, Math.round(textHeight * headerFontSize)), lineWidth, 600);
  const subheaderSize = fitFontSize(subheader, Math.max(10, Math.round(textHeight * subheaderFontSize)), lineWidth);
  return (
    <div style={{ width, height, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <div
        style={{
          height: textHeight,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {timestamp !== null && (
          <div style={{ fontSize: Math.max(10, Math.round(textHeight * 0.06)), opacity: 0.7 }}>{timestamp}</div>
        )}
        <div
          title={stale ? 'Not up to date' : undefined}
          style={{
            fontSize: headerSize,
            fontWeight: 600,
            lineHeight: 1,
            whiteSpace: 'nowrap',
            color: headerColor,
            opacity: stale ? 0.6 : 1,
          }}
        >
          {headerText}
        </div>
        {subheader !== '' && (
          <div
            style={{ fontSize: subheaderSize, whiteSpace: 'nowrap', color: CHANGE_COLORS[changeClass], marginTop: 4 }}
          >
            {subheader}
          </div>
        )}
      </div>
      {trendline && (
        <HighchartsChart
          options={trendline}
          width={width}
          height={trendHeight}
          theme={theme}
          onRenderComplete={hooks.onRenderComplete}
        />
      )}
    </div>
  );
}
