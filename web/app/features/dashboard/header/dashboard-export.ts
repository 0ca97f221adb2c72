import { domToPngBlob, saveBlob } from '../../chart/index.ts';
import { pdfFromJpeg } from './pdf-from-jpeg.ts';

/** A file name stem from the dashboard's title and the time, as Superset names its dashboard downloads. */
export function exportStem(title: string, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `${title.trim().replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'dashboard'}-${stamp}`;
}

/** "Download as Image": the dashboard's grid as drawn, as a PNG. */
export async function downloadDashboardImage(element: HTMLElement, stem: string): Promise<void> {
  saveBlob(await domToPngBlob(element), `${stem}.png`);
}

/** "Export to PDF": the dashboard's picture on one page of its size. */
export async function downloadDashboardPdf(element: HTMLElement, stem: string): Promise<void> {
  const png = await domToPngBlob(element);
  const bitmap = await createImageBitmap(png);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The dashboard could not be drawn as an image.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0);
  const jpeg = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The dashboard could not be drawn as an image.'))),
      'image/jpeg',
      0.92,
    ),
  );
  saveBlob(pdfFromJpeg(new Uint8Array(await jpeg.arrayBuffer()), canvas.width, canvas.height), `${stem}.pdf`);
}
