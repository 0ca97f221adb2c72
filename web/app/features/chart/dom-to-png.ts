/**
 * The element as a PNG on the page's background, at the screen's pixel ratio, through html-to-image (it copies the
 * page's styles, fonts and images into an SVG `foreignObject` and draws that onto a canvas), loaded on first use.
 * Used for charts that are HTML rather than Highcharts SVG, and for whole dashboards.
 */
export async function domToPngBlob(element: HTMLElement): Promise<Blob> {
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(element, {
    backgroundColor: getComputedStyle(document.body).backgroundColor || '#ffffff',
    pixelRatio: window.devicePixelRatio || 1,
  });
  if (!blob) throw new Error('The chart could not be drawn as an image.');
  return blob;
}
