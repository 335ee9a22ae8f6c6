/**
 * A QR code of `text` as an SVG data URL for an <img> (drawn in the browser: no image service sees
 * the payee or the secret). The library loads on first use, in its own chunk.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const QR = await import('qrcode');
  const svg = await QR.toString(text, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
