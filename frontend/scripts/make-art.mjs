// Draws the site's illustrations as small SVG files (run once: node frontend/scripts/make-art.mjs).
// Every image of the site is ours and local; nothing is fetched from another site at run time.
import { writeFileSync } from 'node:fs';

const out = new URL('../src/assets/art/', import.meta.url);
const W = 320,
  H = 180;

const svg = (
  w,
  h,
  body,
  bg,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - 30}" cy="24" r="60" fill="#fff" opacity=".08"/><circle cx="20" cy="${h}" r="70" fill="#fff" opacity=".06"/>
${body}
</svg>
`;
const win = (x, y, w, h, fill = '#fff') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="16" rx="8" fill="#e8edf7"/><rect x="${x}" y="${y + 8}" width="${w}" height="8" fill="#e8edf7"/>` +
  `<circle cx="${x + 10}" cy="${y + 8}" r="3" fill="#ef6b6b"/><circle cx="${x + 20}" cy="${y + 8}" r="3" fill="#f5b944"/><circle cx="${x + 30}" cy="${y + 8}" r="3" fill="#4cc38a"/>`;
const lines = (x, y, widths, colors, gap = 11) =>
  widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="6" rx="3" fill="${colors[i % colors.length]}"/>`,
    )
    .join('');

const art = {
  // Courses
  'course-uiux': [
    ['#5b3fd1', '#a64bd6'],
    `${win(70, 32, 180, 120)}<rect x="82" y="58" width="60" height="80" rx="6" fill="#efe9ff"/><rect x="152" y="58" width="86" height="36" rx="6" fill="#d8ccff"/><rect x="152" y="102" width="40" height="36" rx="6" fill="#ffd6e8"/><rect x="198" y="102" width="40" height="36" rx="6" fill="#c9f2e3"/><path d="M250 128l22-40 8 4-22 40-10 6z" fill="#ffb547"/><circle cx="112" cy="86" r="14" fill="#a64bd6"/>`,
  ],
  'course-fullstack': [
    ['#0b5fa5', '#1aa39a'],
    `<g fill="#fff"><path d="M160 40l80 26-80 26-80-26z" opacity=".95"/><path d="M80 88l80 26 80-26v12l-80 26-80-26z" opacity=".8"/><path d="M80 112l80 26 80-26v12l-80 26-80-26z" opacity=".6"/></g><text x="160" y="72" font-family="monospace" font-size="16" font-weight="700" text-anchor="middle" fill="#0b5fa5">{ }</text>`,
  ],
  'course-frontend': [
    ['#e4572e', '#f3a712'],
    `${win(60, 30, 200, 124)}<text x="160" y="104" font-family="monospace" font-size="38" font-weight="700" text-anchor="middle" fill="#e4572e">&lt;/&gt;</text>${lines(96, 122, [128, 90], ['#f7c8a8', '#ffe2a8'])}`,
  ],
  'course-backend': [
    ['#1e3a5f', '#3d7ea6'],
    `<g>${[0, 1, 2].map((i) => `<rect x="100" y="${36 + i * 38}" width="120" height="30" rx="6" fill="#fff"/><circle cx="116" cy="${51 + i * 38}" r="4" fill="#4cc38a"/><circle cx="130" cy="${51 + i * 38}" r="4" fill="#3d7ea6"/><rect x="150" y="${48 + i * 38}" width="56" height="6" rx="3" fill="#c5d6e8"/>`).join('')}</g><path d="M220 70h40v60h-40" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 5"/>`,
  ],
  'course-iot': [
    ['#0f7b6c', '#55c59d'],
    `<rect x="115" y="45" width="90" height="90" rx="10" fill="#1b2b34"/><rect x="135" y="65" width="50" height="50" rx="4" fill="#2f4550"/><text x="160" y="96" font-family="monospace" font-size="14" font-weight="700" text-anchor="middle" fill="#8ff0c8">IoT</text>${[0, 1, 2, 3, 4].map((i) => `<rect x="${125 + i * 16}" y="30" width="6" height="15" fill="#dfe7ea"/><rect x="${125 + i * 16}" y="135" width="6" height="15" fill="#dfe7ea"/><rect x="100" y="${55 + i * 16}" width="15" height="6" fill="#dfe7ea"/><rect x="205" y="${55 + i * 16}" width="15" height="6" fill="#dfe7ea"/>`).join('')}<path d="M240 60a30 30 0 0 1 0 60M252 48a46 46 0 0 1 0 84" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`,
  ],
  'course-internship': [
    ['#0b3d91', '#4f7fd9'],
    `<rect x="80" y="34" width="160" height="112" rx="8" fill="#fff"/><rect x="92" y="46" width="136" height="88" rx="4" fill="none" stroke="#c9a227" stroke-width="2"/>${lines(112, 62, [96, 70, 84], ['#0b3d91', '#c5d3ee', '#c5d3ee'])}<circle cx="206" cy="116" r="16" fill="#c9a227"/><path d="M198 128l-6 18 14-6 14 6-6-18" fill="#c9a227"/><path d="M199 116l5 5 9-10" stroke="#fff" stroke-width="3" fill="none"/>`,
  ],
  'course-excel': [
    ['#17773f', '#46b36f'],
    `<rect x="70" y="36" width="180" height="112" rx="8" fill="#fff"/>${[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${80 + c * 42}" y="${46 + r * 19}" width="38" height="15" rx="2" fill="${r === 0 ? '#17773f' : c === 0 ? '#d7efe0' : '#eef6f1'}"/>`).join('')).join('')}<path d="M232 136l20-30" stroke="#fff" stroke-width="4"/>`,
  ],
  'course-medical': [
    ['#b8325b', '#e86a8f'],
    `<rect x="110" y="36" width="100" height="124" rx="8" fill="#fff"/><rect x="140" y="28" width="40" height="16" rx="4" fill="#7a1f3d"/><path d="M152 64h16v14h14v16h-14v14h-16V94h-14V78h14z" fill="#e86a8f"/>${lines(126, 122, [68, 50], ['#f3c3d2'])}`,
  ],
  'course-java': [
    ['#8a4b1f', '#e07b39'],
    `<path d="M110 80h90v40a30 30 0 0 1-30 30h-30a30 30 0 0 1-30-30z" fill="#fff"/><path d="M200 90h12a14 14 0 0 1 0 28h-14" fill="none" stroke="#fff" stroke-width="8"/><path d="M135 70c-8-12 8-16 0-30M155 70c-8-12 8-16 0-30M175 70c-8-12 8-16 0-30" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".8"/><text x="155" y="128" font-family="monospace" font-size="20" font-weight="700" text-anchor="middle" fill="#8a4b1f">Java</text>`,
  ],
  'course-c': [
    ['#283593', '#5c6bc0'],
    `<path d="M160 30l56 32v64l-56 32-56-32V62z" fill="#fff"/><text x="160" y="114" font-family="Arial, sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="#283593">C</text>`,
  ],
  'course-javascript': [
    ['#3a3a3a', '#6b6b6b'],
    `<rect x="110" y="40" width="100" height="100" rx="10" fill="#f7df1e"/><text x="196" y="128" font-family="Arial, sans-serif" font-size="40" font-weight="700" text-anchor="end" fill="#222">JS</text>`,
  ],
  // Gallery: programming
  'gallery-code-editor': [
    ['#1f2937', '#374151'],
    `${win(30, 24, 260, 132, '#111827')}${lines(46, 52, [60, 110, 90, 140, 70, 120, 50], ['#7dd3fc', '#f9a8d4', '#86efac', '#fde68a'])}`,
  ],
  'gallery-terminal': [
    ['#0f172a', '#1e3a5f'],
    `${win(40, 26, 240, 128, '#020617')}<text x="54" y="66" font-family="monospace" font-size="12" fill="#86efac">$ npm run build</text><text x="54" y="86" font-family="monospace" font-size="12" fill="#cbd5e1">✓ 42 modules transformed</text><text x="54" y="106" font-family="monospace" font-size="12" fill="#cbd5e1">✓ built in 0.9s</text><text x="54" y="126" font-family="monospace" font-size="12" fill="#7dd3fc">$ git push</text>`,
  ],
  'gallery-api-diagram': [
    ['#0b3d91', '#2563eb'],
    `<rect x="30" y="66" width="70" height="48" rx="8" fill="#fff"/><rect x="125" y="66" width="70" height="48" rx="8" fill="#fff"/><rect x="220" y="66" width="70" height="48" rx="8" fill="#fff"/><path d="M100 90h25M195 90h25" stroke="#fff" stroke-width="3"/><text x="65" y="95" font-family="Arial" font-size="12" text-anchor="middle" fill="#0b3d91">React</text><text x="160" y="95" font-family="Arial" font-size="12" text-anchor="middle" fill="#0b3d91">API</text><text x="255" y="95" font-family="Arial" font-size="12" text-anchor="middle" fill="#0b3d91">Database</text>`,
  ],
  // Gallery: IoT
  'gallery-circuit': [
    ['#065f46', '#10b981'],
    `<rect x="50" y="30" width="220" height="120" rx="10" fill="#064e3b"/><path d="M70 60h60v40h60V60h60M70 120h100v-20M230 120h-40" fill="none" stroke="#a7f3d0" stroke-width="3"/>${[
      [70, 60],
      [250, 60],
      [70, 120],
      [230, 120],
      [130, 100],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#fde68a"/>`)
      .join('')}<rect x="150" y="110" width="40" height="24" rx="3" fill="#111"/>`,
  ],
  'gallery-sensor-dashboard': [
    ['#0e7490', '#22d3ee'],
    `${win(40, 24, 240, 132)}<path d="M56 130l30-30 24 14 30-40 26 20 30-34 30 22 24-12" fill="none" stroke="#0e7490" stroke-width="3"/><text x="60" y="62" font-family="Arial" font-size="13" font-weight="700" fill="#0e7490">28.4 °C</text><text x="150" y="62" font-family="Arial" font-size="13" fill="#475569">humidity 61%</text>`,
  ],
  'gallery-board': [
    ['#1e40af', '#60a5fa'],
    `<rect x="70" y="40" width="180" height="100" rx="8" fill="#0c4a6e"/><rect x="90" y="58" width="50" height="34" rx="3" fill="#111"/><rect x="160" y="58" width="70" height="10" rx="2" fill="#e5e7eb"/><rect x="160" y="76" width="70" height="10" rx="2" fill="#e5e7eb"/>${[...Array(10)].map((_, i) => `<rect x="${88 + i * 15}" y="120" width="8" height="10" fill="#fbbf24"/>`).join('')}<circle cx="226" cy="104" r="6" fill="#f87171"/>`,
  ],
  // Gallery: UI/UX
  'gallery-wireframe': [
    ['#6d28d9', '#a78bfa'],
    `<rect x="120" y="20" width="80" height="140" rx="12" fill="#fff"/><rect x="130" y="36" width="60" height="30" rx="4" fill="#ede9fe"/>${lines(130, 76, [60, 44, 52], ['#c4b5fd', '#ddd6fe'])}<rect x="130" y="116" width="60" height="18" rx="9" fill="#6d28d9"/>`,
  ],
  'gallery-style-guide': [
    ['#be185d', '#f472b6'],
    `<rect x="40" y="30" width="240" height="120" rx="10" fill="#fff"/>${['#0b3d91', '#be185d', '#f5a623', '#10b981', '#111827'].map((c, i) => `<circle cx="${76 + i * 42}" cy="70" r="16" fill="${c}"/>`).join('')}<text x="60" y="124" font-family="Georgia, serif" font-size="26" fill="#111827">Aa</text>${lines(110, 108, [130, 100], ['#e5e7eb'])}`,
  ],
  'gallery-dashboard-mock': [
    ['#0f766e', '#5eead4'],
    `${win(30, 20, 260, 140)}<rect x="42" y="46" width="60" height="102" rx="4" fill="#ccfbf1"/>${[0, 1, 2].map((i) => `<rect x="${112 + i * 58}" y="46" width="50" height="34" rx="4" fill="#f0fdfa" stroke="#99f6e4"/>`).join('')}${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${118 + i * 26}" y="${148 - (20 + ((i * 37) % 50))}" width="16" height="${20 + ((i * 37) % 50)}" rx="2" fill="#14b8a6"/>`).join('')}`,
  ],
};

for (const [name, [bg, body]] of Object.entries(art)) writeFileSync(new URL(`${name}.svg`, out), svg(W, H, body, bg));

// Hero: a laptop with a small business dashboard.
writeFileSync(
  new URL('hero.svg', out),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320">
<circle cx="380" cy="70" r="60" fill="#ffd166" opacity=".35"/><circle cx="90" cy="250" r="80" fill="#9ec5ff" opacity=".3"/>
<rect x="70" y="50" width="340" height="210" rx="14" fill="#1a1a2e"/><rect x="84" y="64" width="312" height="182" rx="6" fill="#fff"/>
<rect x="40" y="260" width="400" height="16" rx="8" fill="#c9d3e6"/>
<rect x="96" y="76" width="70" height="158" rx="4" fill="#e8eef9"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="106" y="${90 + i * 26}" width="50" height="8" rx="4" fill="#9db3dc"/>`).join('')}
${[0, 1, 2].map((i) => `<rect x="${178 + i * 72}" y="76" width="64" height="40" rx="4" fill="${['#e0f2ea', '#fff1d6', '#e8e6ff'][i]}"/><rect x="${186 + i * 72}" y="100" width="34" height="8" rx="4" fill="${['#2f9e6f', '#d48a00', '#5b4bd1'][i]}"/>`).join('')}
<polyline points="184,214 214,188 240,198 270,160 300,172 330,140 378,150" fill="none" stroke="#0b3d91" stroke-width="4" stroke-linejoin="round"/>
<rect x="330" y="176" width="52" height="60" rx="4" fill="#f4f6fb"/><path d="M340 190h32M340 202h24M340 214h30" stroke="#9db3dc" stroke-width="4" stroke-linecap="round"/>
<text x="360" y="232" font-family="Arial" font-size="10" font-weight="700" fill="#0b3d91" text-anchor="middle">PDF</text>
</svg>
`,
);

// Map: a simplified outline of Tamil Nadu with Tiruchirappalli marked (illustration, not to scale).
writeFileSync(
  new URL('map-trichy.svg', out),
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<rect width="400" height="300" fill="#dbeafe"/>
<path d="M150 20l60 8 40-6 30 20 10 30 20 18-6 36 14 30-10 34-24 26-18 30-30 22-30 18-26-10-10-30-28-24-16-36 4-30-24-24 6-34 16-26 8-30 14-22z" fill="#f4f1e8" stroke="#94a3b8" stroke-width="2"/>
<path d="M120 150c40-10 80 10 120 0s60 10 90 6" fill="none" stroke="#7dd3fc" stroke-width="4" stroke-linecap="round"/>
<circle cx="232" cy="150" r="30" fill="#0b3d91" opacity=".12"/>
<path d="M232 152s-14-14-14-26a14 14 0 0 1 28 0c0 12-14 26-14 26z" fill="#c2410c"/><circle cx="232" cy="126" r="5" fill="#fff"/>
<rect x="246" y="160" width="132" height="30" rx="6" fill="#fff" stroke="#cbd5e1"/>
<text x="312" y="180" font-family="Arial, sans-serif" font-size="13" font-weight="700" text-anchor="middle" fill="#1a1a2e">Trichy head office</text>
<text x="30" y="284" font-family="Arial, sans-serif" font-size="12" fill="#334155">Tamil Nadu (illustration, not to scale)</text>
</svg>
`,
);
console.log('art written');
