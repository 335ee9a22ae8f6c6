// Draws the installable app's PNG icons from the favicon (run once: node frontend/scripts/make-icons.mjs).
// Android wants 192 and 512 px icons in the manifest, and a "maskable" one whose logo sits inside the
// central safe zone (80 %), because the launcher crops it to a circle or a squircle.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url));
const out = (name) => new URL(`../public/icons/${name}`, import.meta.url).pathname;
// The favicon's own blue, which is also the manifest's theme colour.
const blue = '#0b3d91';

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(`icon-${size}.png`));
}
// Maskable: the logo at 70 % on a full blue square, so no crop reaches it.
const inner = Math.round(512 * 0.7);
const logo = await sharp(svg, { density: (72 * inner) / 32 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: blue } })
  .composite([{ input: logo, gravity: 'center' }])
  .png({ compressionLevel: 9 })
  .toFile(out('maskable-512.png'));
