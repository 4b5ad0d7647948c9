/**
 * Makes the marketing site's images: SVG illustrations drawn here, rendered by sharp to AVIF and WebP in
 * several widths, content-hashed, into assets/img/, plus src/images.generated.ts (files, widths, intrinsic
 * size). The output is committed; run again after changing a drawing: `npm run images -w mf-marketing`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'assets', 'img');

const C = {
  sage: '#2f6b5a',
  sageSoft: '#cfe3d9',
  sageLight: '#e3efe9',
  sand: '#f2ede4',
  terracotta: '#b4533e',
  blush: '#efd3c8',
  cream: '#faf7f2',
  ink: '#1e2b27',
  skin: ['#f1c9a5', '#d9a37c', '#a8714f', '#7a4b33', '#e8b896'],
  hair: ['#3b2a20', '#6b4a2e', '#1e1a18', '#a0643a', '#2c2320'],
};

/** A stylised woman: head, hair, body. `width` widens the figure (1 = slim). */
function figure(x, y, s, { skin, hair, top, width = 1, arms = 'down' }) {
  const bw = 34 * width * s;
  const hw = 20 * s;
  const armY = y + 70 * s;
  const armPath =
    arms === 'up'
      ? `M${x - bw * 0.75},${armY} Q${x - bw * 1.3},${armY - 40 * s} ${x - bw * 1.1},${armY - 90 * s}
         M${x + bw * 0.75},${armY} Q${x + bw * 1.3},${armY - 40 * s} ${x + bw * 1.1},${armY - 90 * s}`
      : `M${x - bw * 0.8},${armY} Q${x - bw * 1.15},${armY + 50 * s} ${x - bw * 1.0},${armY + 95 * s}
         M${x + bw * 0.8},${armY} Q${x + bw * 1.15},${armY + 50 * s} ${x + bw * 1.0},${armY + 95 * s}`;
  return `
  <g>
    <path d="${armPath}" stroke="${skin}" stroke-width="${13 * s}" stroke-linecap="round" fill="none"/>
    <path d="M${x - bw * 0.55},${y + 200 * s} L${x - bw * 0.5},${y + 300 * s} M${x + bw * 0.55},${y + 200 * s} L${x + bw * 0.5},${y + 300 * s}"
      stroke="${C.ink}" stroke-opacity="0.82" stroke-width="${19 * s}" stroke-linecap="round"/>
    <path d="M${x - bw * 0.8},${y + 62 * s} Q${x},${y + 40 * s} ${x + bw * 0.8},${y + 62 * s}
             Q${x + bw * 1.05},${y + 140 * s} ${x + bw * 0.8},${y + 215 * s}
             L${x - bw * 0.8},${y + 215 * s} Q${x - bw * 1.05},${y + 140 * s} ${x - bw * 0.8},${y + 62 * s} Z" fill="${top}"/>
    <rect x="${x - 7 * s}" y="${y + 22 * s}" width="${14 * s}" height="${26 * s}" rx="${5 * s}" fill="${skin}"/>
    <ellipse cx="${x}" cy="${y - 6 * s}" rx="${hw * 1.25}" ry="${hw * 1.45}" fill="${hair}"/>
    <circle cx="${x}" cy="${y}" r="${hw}" fill="${skin}"/>
    <path d="M${x - hw * 1.05},${y - 4 * s} Q${x - hw * 0.2},${y - hw * 1.5} ${x + hw * 1.05},${y - 6 * s} Q${x + hw * 0.6},${y - hw * 1.9} ${x - hw * 1.05},${y - 4 * s} Z" fill="${hair}"/>
  </g>`;
}

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function beforeAfter(i) {
  const skin = C.skin[i % C.skin.length];
  const hair = C.hair[(i * 2) % C.hair.length];
  const tops = [
    ['#8c9a94', C.terracotta],
    ['#9a8f86', C.sage],
    ['#8f8a9c', '#7b4f8f'],
  ][i];
  return svg(
    800,
    600,
    `
    <defs>
      <linearGradient id="l" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ece6dc"/><stop offset="1" stop-color="#d9d1c4"/></linearGradient>
      <linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sageLight}"/><stop offset="1" stop-color="${C.sageSoft}"/></linearGradient>
    </defs>
    <rect width="400" height="600" fill="url(#l)"/>
    <rect x="400" width="400" height="600" fill="url(#r)"/>
    <circle cx="640" cy="130" r="70" fill="#fff" opacity="0.45"/>
    <rect x="398" width="4" height="600" fill="#fff"/>
    ${figure(200, 170, 1.15, { skin, hair, top: tops[0], width: 1.75 })}
    ${figure(600, 170, 1.15, { skin, hair, top: tops[1], width: 1.05, arms: 'up' })}
    `,
  );
}

function coach() {
  return svg(
    640,
    640,
    `
    <defs><radialGradient id="g" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${C.blush}"/><stop offset="0.6" stop-color="${C.sageSoft}"/><stop offset="1" stop-color="${C.sage}"/></radialGradient></defs>
    <rect width="640" height="640" fill="url(#g)"/>
    <circle cx="500" cy="140" r="90" fill="#fff" opacity="0.25"/>
    ${figure(320, 190, 1.55, { skin: C.skin[4], hair: C.hair[3], top: C.terracotta, width: 1.1, arms: 'down' })}
    `,
  );
}

function event() {
  let people = '';
  const n = 9;
  for (let k = 0; k < n; k++) {
    const row = k % 2;
    const x = 110 + k * 120 + (row ? 20 : 0);
    const y = row ? 330 : 300;
    const tops = [C.terracotta, C.sage, '#7b4f8f', '#c98a2b', '#3f6fa0'];
    people += figure(x, y, row ? 0.95 : 0.9, {
      skin: C.skin[(k * 3) % 5],
      hair: C.hair[(k * 2) % 5],
      top: tops[k % 5],
      width: 1 + ((k * 7) % 4) * 0.12,
      arms: k % 3 === 0 ? 'up' : 'down',
    });
  }
  let bunting = '';
  for (let k = 0; k < 16; k++) {
    const x = 20 + k * 80;
    const colors = [C.terracotta, C.sage, '#c98a2b', '#7b4f8f'];
    bunting += `<path d="M${x},${60 + Math.sin(k / 2.5) * 12} l40,0 l-20,42 z" fill="${colors[k % 4]}"/>`;
  }
  return svg(
    1280,
    720,
    `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6e3d6"/><stop offset="1" stop-color="#e6efe9"/></linearGradient></defs>
    <rect width="1280" height="720" fill="url(#sky)"/>
    <path d="M0,70 Q640,110 1280,70" stroke="#8a7a6a" stroke-width="3" fill="none"/>
    ${bunting}
    <rect y="600" width="1280" height="120" fill="#cbb89f"/>
    ${people}
    `,
  );
}

function magazine() {
  return svg(
    480,
    640,
    `
    <rect width="480" height="640" fill="${C.cream}"/>
    <rect width="480" height="640" fill="${C.sageSoft}" opacity="0.6"/>
    <rect x="0" y="0" width="480" height="120" fill="${C.ink}"/>
    <rect x="40" y="38" width="400" height="44" rx="6" fill="${C.cream}" opacity="0.92"/>
    <rect x="40" y="520" width="260" height="22" rx="4" fill="${C.terracotta}"/>
    <rect x="40" y="556" width="330" height="16" rx="4" fill="${C.ink}" opacity="0.5"/>
    <rect x="40" y="584" width="210" height="16" rx="4" fill="${C.ink}" opacity="0.5"/>
    ${figure(300, 220, 1.2, { skin: C.skin[1], hair: C.hair[0], top: C.sage, width: 1.1, arms: 'up' })}
    <circle cx="110" cy="220" r="58" fill="${C.terracotta}"/>
    <rect x="75" y="205" width="70" height="12" rx="3" fill="#fff"/>
    <rect x="85" y="225" width="50" height="10" rx="3" fill="#fff"/>
    `,
  );
}

const IMAGES = [
  ...[0, 1, 2].map((i) => ({
    name: `result-${i + 1}`,
    svg: beforeAfter(i),
    widths: [360, 560, 720],
  })),
  { name: 'coach', svg: coach(), widths: [288, 480, 640] },
  { name: 'event', svg: event(), widths: [480, 800, 1280] },
  { name: 'magazine', svg: magazine(), widths: [160, 320] },
];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const manifest = {};
for (const image of IMAGES) {
  const base = sharp(Buffer.from(image.svg), { density: 144 });
  const { width, height } = await sharp(Buffer.from(image.svg)).metadata();
  const entry = { width, height, avif: [], webp: [] };
  for (const w of image.widths) {
    const h = Math.round((height / width) * w);
    for (const format of ['avif', 'webp']) {
      const pipeline = base.clone().resize(w, h);
      const buffer =
        format === 'avif'
          ? await pipeline.avif({ quality: 55, effort: 6 }).toBuffer()
          : await pipeline.webp({ quality: 78, effort: 6 }).toBuffer();
      const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 10);
      const file = `${image.name}-${w}.${hash}.${format}`;
      writeFileSync(join(outDir, file), buffer);
      entry[format].push({ w, file, bytes: buffer.length });
    }
  }
  manifest[image.name] = entry;
}

const ts = `// Generated by scripts/generate-images.mjs: do not edit.
/** Intrinsic size and the AVIF/WebP renditions (by width) of each image in assets/img/. */
export const IMAGES = ${JSON.stringify(
  Object.fromEntries(
    Object.entries(manifest).map(([k, v]) => [
      k,
      {
        width: v.width,
        height: v.height,
        avif: v.avif.map(({ w, file }) => ({ w, file })),
        webp: v.webp.map(({ w, file }) => ({ w, file })),
      },
    ]),
  ),
  null,
  2,
)} as const;

export type ImageName = keyof typeof IMAGES;
`;
writeFileSync(join(root, 'src', 'images.generated.ts'), ts);
for (const [name, v] of Object.entries(manifest)) {
  console.log(
    name,
    v.avif.map((r) => `${r.w}w ${(r.bytes / 1024).toFixed(1)}KB`).join(', '),
    '| webp',
    v.webp.map((r) => `${(r.bytes / 1024).toFixed(1)}KB`).join(', '),
  );
}
console.log(`${readdirSync(outDir).length} files in assets/img`);
