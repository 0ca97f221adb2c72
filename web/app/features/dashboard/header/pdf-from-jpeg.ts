/**
 * A one-page PDF showing a JPEG at its pixel size (1 px = 1 pt): the image is embedded as is (DCTDecode), so no
 * PDF library is needed for Superset's "Export to PDF" of a dashboard picture.
 */
export function pdfFromJpeg(jpeg: Uint8Array, width: number, height: number): Blob {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Uint8Array) => {
    parts.push(chunk);
    length += chunk.length;
  };
  const text = (value: string) => push(encoder.encode(value));
  const object = (body: () => void) => {
    offsets.push(length);
    text(`${offsets.length} 0 obj\n`);
    body();
    text('\nendobj\n');
  };
  const drawing = `q ${width} 0 0 ${height} 0 0 cm /Im0 Do Q`;
  text('%PDF-1.4\n');
  object(() => text('<< /Type /Catalog /Pages 2 0 R >>'));
  object(() => text('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'));
  object(() =>
    text(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ),
  );
  object(() => {
    text(
      `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
    );
    push(jpeg);
    text('\nendstream');
  });
  object(() => text(`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`));
  const xref = length;
  text(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) text(`${String(offset).padStart(10, '0')} 00000 n \n`);
  text(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Blob(parts as BlobPart[], { type: 'application/pdf' });
}
