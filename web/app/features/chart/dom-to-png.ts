/** Styles copied onto each cloned element so the picture matches the page without its stylesheets. */
const COPIED_STYLES = [
  'display', 'position', 'box-sizing', 'width', 'height', 'margin', 'padding', 'border', 'border-radius', 'background-color',
  'color', 'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing', 'text-align',
  'vertical-align', 'white-space', 'overflow', 'text-overflow', 'flex-direction', 'flex-wrap', 'justify-content',
  'align-items', 'gap', 'grid-template-columns', 'border-collapse', 'border-spacing', 'opacity', 'transform', 'top', 'left',
];

/** A copy of `source` whose every element carries its computed look inline. */
function styledClone(source: Element): Element {
  const clone = source.cloneNode(false) as Element;
  if (clone instanceof HTMLElement || clone instanceof SVGElement) {
    const computed = getComputedStyle(source);
    clone.setAttribute('style', COPIED_STYLES.map((name) => `${name}:${computed.getPropertyValue(name)}`).join(';'));
  }
  for (const child of source.childNodes) {
    clone.appendChild(child.nodeType === Node.ELEMENT_NODE ? styledClone(child as Element) : child.cloneNode(true));
  }
  return clone;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = url;
  });
}

/**
 * The element as a PNG, on the page's background: its styled copy inside an SVG `foreignObject`, drawn onto a
 * canvas at the screen's pixel ratio. Used for charts that are HTML rather than Highcharts SVG.
 */
export async function domToPngBlob(element: HTMLElement): Promise<Blob> {
  const { width, height } = element.getBoundingClientRect();
  const body = new XMLSerializer().serializeToString(styledClone(element));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%"><div xmlns="http://www.w3.org/1999/xhtml">${body}</div></foreignObject></svg>`;
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
  const scale = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(width * scale);
  canvas.height = Math.ceil(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image.');
  context.scale(scale, scale);
  context.fillStyle = getComputedStyle(document.body).backgroundColor || '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The chart could not be drawn as an image.'))), 'image/png'),
  );
}
