/** Width of a text line per pixel of font size, when no canvas can measure it (digits of a bold sans face). */
const FALLBACK_EM_PER_CHARACTER = 0.6;

let measuringContext: CanvasRenderingContext2D | null | undefined;
/** The page's font, read once with the context (a style lookup per measurement would cost a layout read each time). */
let pageFont = 'sans-serif';

/** The width `text` takes at a 100 px font of `weight`, in the page's font; estimated where there is no canvas. */
function widthAt100px(text: string, weight: number): number {
  if (measuringContext === undefined) {
    measuringContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (measuringContext) pageFont = getComputedStyle(document.body).fontFamily || pageFont;
  }
  if (!measuringContext) return text.length * FALLBACK_EM_PER_CHARACTER * 100;
  measuringContext.font = `${weight} 100px ${pageFont}`;
  return measuringContext.measureText(text).width;
}

/**
 * The font size for `text`: `preferred` (a share of the height, as Superset's header_font_size) shrunk until the line
 * fits `maxWidth`, as Superset's big number does, so a long number on a narrow dashboard card is never cut off.
 */
export function fitFontSize(text: string, preferred: number, maxWidth: number, weight = 400): number {
  const width = widthAt100px(text, weight);
  if (width <= 0 || maxWidth <= 0) return preferred;
  return Math.min(preferred, Math.floor((100 * maxWidth) / width));
}
