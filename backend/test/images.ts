import sharp from 'sharp';

/** A real PNG of the given size (a gradient, so it is not trivially small). */
export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7) % 256;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

export async function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp(await pngBytes(width, height))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart form with one file, as a browser's file input sends it. */
export function fileForm(
  data: Buffer | string,
  filename: string,
  type: string,
  field = 'file',
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), filename);
  return form;
}

/** The first bytes of a PDF: what a "photo.jpg" that is really a document starts with. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
