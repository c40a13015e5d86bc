/**
 * What the drawn, text-free illustrations share (make-resource-images.ts, make-product-images.ts):
 * the calm palette, a deterministic background, a few flat shapes and the JPEG encoder.
 */
import sharp from 'sharp';

// ---------------------------------------------------------------- palette
export const C = {
  tealDeep: '#0f766e',
  teal: '#14b8a6',
  tealSoft: '#5eead4',
  tealMist: '#ccfbf1',
  blueDeep: '#1e3a8a',
  blue: '#3b82f6',
  blueSoft: '#93c5fd',
  blueMist: '#dbeafe',
  amber: '#f59e0b',
  sun: '#fbbf24',
  butter: '#fde68a',
  cream: '#fff7ed',
  peach: '#fdba74',
  coral: '#fb7185',
  blush: '#fecdd3',
  white: '#ffffff',
  ink: '#134e4a',
  night: '#1e293b',
};

export type Palette = { from: string; to: string; blob: string; accent: string; soft: string; ink: string };

export const palettes = {
  teal: { from: '#e6fffb', to: '#b9ece6', blob: C.tealSoft, accent: C.teal, soft: C.white, ink: C.tealDeep },
  blue: { from: '#eef5ff', to: '#c7ddfb', blob: C.blueSoft, accent: C.blue, soft: C.white, ink: C.blueDeep },
  warm: { from: '#fff8ec', to: '#ffe1c2', blob: C.peach, accent: C.amber, soft: C.white, ink: '#9a3412' },
  sea: { from: '#e0f7f5', to: '#cfe3fb', blob: C.blueSoft, accent: C.teal, soft: C.white, ink: C.tealDeep },
  dawn: { from: '#fff4ea', to: '#d6f3ef', blob: C.butter, accent: C.coral, soft: C.white, ink: C.ink },
  blush: { from: '#fff1f2', to: '#ffe4d2', blob: C.blush, accent: C.coral, soft: C.white, ink: '#9f1239' },
  night: { from: '#1e3a5f', to: '#2c5d7c', blob: '#3b6e8f', accent: C.butter, soft: '#e0f2fe', ink: '#0b2540' },
} satisfies Record<string, Palette>;

// ---------------------------------------------------------------- helpers
/** Small deterministic PRNG so every run draws the same picture. */
export function rng(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export const g = (transform: string, body: string, extra = '') => `<g transform="${transform}" ${extra}>${body}</g>`;
export const at = (x: number, y: number, s = 1, rot = 0) => `translate(${x} ${y}) rotate(${rot}) scale(${s})`;

/** A soft diagonal gradient with a few blurred-looking circles and dots, the same for the same seed. */
export function background(p: Palette, seed: string, w: number, h: number) {
  const r = rng(seed);
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const x = Math.round(r() * w);
    const y = Math.round(r() * h);
    const rad = Math.round(90 + r() * 200);
    const op = (0.12 + r() * 0.16).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${rad}" fill="${i % 2 ? p.blob : p.soft}" opacity="${op}"/>`;
  }).join('');
  const dots = Array.from({ length: 14 }, () => {
    const x = Math.round(r() * w);
    const y = Math.round(r() * h);
    return `<circle cx="${x}" cy="${y}" r="${(3 + r() * 5).toFixed(1)}" fill="${p.soft}" opacity="0.55"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${blobs}${dots}`;
}

/** Two rolling hills from height y down to the bottom edge of a w x h picture. */
export function hills(p: Palette, y = 500, w = 1200, h = 630) {
  const x = (n: number) => Math.round((n * w) / 1200);
  return `<path d="M0 ${y} C${x(220)} ${y - 60} ${x(420)} ${y - 40} ${x(620)} ${y - 10} S${x(1000)} ${y - 70} ${w} ${y - 30} L${w} ${h} L0 ${h} Z" fill="${p.blob}" opacity="0.35"/>
<path d="M0 ${y + 50} C${x(260)} ${y + 10} ${x(520)} ${y + 40} ${x(760)} ${y + 30} S${x(1080)} ${y} ${w} ${y + 25} L${w} ${h} L0 ${h} Z" fill="${p.accent}" opacity="0.22"/>`;
}

/** A right footprint centred near the origin, about 80 x 130; mirror with a negative scale for a left one. */
function footprint(fill: string, baby = false) {
  const sole = baby
    ? 'M2 -40 C30 -40 38 -14 32 10 C28 28 24 40 20 52 C14 66 -10 68 -20 56 C-28 44 -26 30 -26 14 C-28 -14 -22 -40 2 -40 Z'
    : 'M2 -42 C26 -42 34 -18 28 6 C24 22 20 30 18 44 C16 60 6 66 -4 66 C-16 66 -22 56 -20 42 C-18 28 -24 16 -26 2 C-30 -22 -20 -42 2 -42 Z';
  const toes: [number, number, number][] = baby
    ? [[-14, -56, 10.5], [3, -61, 8], [16, -57, 7], [26, -49, 6], [33, -38, 5]]
    : [[-14, -58, 10], [3, -62, 7.5], [15, -58, 6.5], [24, -50, 5.5], [31, -40, 4.5]];
  return `<path d="${sole}" fill="${fill}"/>${toes.map(([x, y, rr]) => `<circle cx="${x}" cy="${y}" r="${rr}" fill="${fill}"/>`).join('')}`;
}

export function foot(x: number, y: number, s: number, rot: number, fill: string, left = false, baby = false) {
  return g(`translate(${x} ${y}) rotate(${rot}) scale(${left ? -s : s} ${s})`, footprint(fill, baby));
}

export function heart(x: number, y: number, s: number, fill: string, opacity = 1) {
  return g(at(x, y, s), `<path d="M0 34 C-52 0 -40 -48 0 -22 C40 -48 52 0 0 34 Z" fill="${fill}" opacity="${opacity}"/>`);
}

export function sparkle(x: number, y: number, s: number, fill: string, opacity = 1) {
  return g(at(x, y, s), `<path d="M0 -20 C3 -5 5 -3 20 0 C5 3 3 5 0 20 C-3 5 -5 3 -20 0 C-5 -3 -3 -5 0 -20 Z" fill="${fill}" opacity="${opacity}"/>`);
}

export function moon(x: number, y: number, s: number, fill: string) {
  return g(at(x, y, s, -20), `<path d="M0 -70 A70 70 0 1 0 0 70 A90 90 0 0 1 0 -70 Z" fill="${fill}"/>`);
}

/**
 * Boots-and-bar brace seen from above: two boots turned out, joined by a bar; about 420 wide.
 * turn: each boot's angle (left, right); hinge: a colour for a hinge ring at each end of the bar.
 */
export function bootsAndBar(x: number, y: number, s: number, boot: string, strap: string, bar: string, opts: { turn?: [number, number]; hinge?: string } = {}) {
  const [left, right] = opts.turn ?? [-18, 18];
  const shoe = (bx: number, rot: number, flip: boolean) =>
    g(
      `translate(${bx} 0) rotate(${rot}) scale(${flip ? -1 : 1} 1)`,
      `<path d="M0 -95 C40 -95 54 -60 50 -20 C48 10 46 40 44 70 C42 96 24 104 0 104 C-24 104 -42 96 -44 70 C-46 40 -48 10 -50 -20 C-54 -60 -40 -95 0 -95 Z" fill="${boot}"/>
<rect x="-56" y="-8" width="112" height="20" rx="10" fill="${strap}"/>
<rect x="-54" y="34" width="108" height="20" rx="10" fill="${strap}"/>
<circle cx="0" cy="82" r="10" fill="${strap}" opacity="0.7"/>`,
    );
  const hinges = opts.hinge ? [-230, 230].map((hx) => `<circle cx="${hx}" cy="85" r="30" fill="${opts.hinge}"/><circle cx="${hx}" cy="85" r="12" fill="${bar}"/>`).join('') : '';
  return g(
    at(x, y, s),
    `<rect x="-230" y="72" width="460" height="26" rx="13" fill="${bar}"/>
<circle cx="-230" cy="85" r="17" fill="${bar}"/><circle cx="230" cy="85" r="17" fill="${bar}"/>${hinges}
${shoe(-150, left, true)}${shoe(150, right, false)}`,
  );
}

/** Side-view shoe, toe pointing right, about 150 x 75; fastened with laces, or with one wide strap. */
export function shoe(x: number, y: number, s: number, upper: string, sole: string, lace: string, fastening: 'laces' | 'strap' = 'laces') {
  const fasten =
    fastening === 'laces'
      ? [0, 1, 2].map((i) => `<line x1="${44 + i * 16}" y1="${-34 + i * 5}" x2="${56 + i * 16}" y2="${-44 + i * 5}" stroke="${lace}" stroke-width="6" stroke-linecap="round"/>`).join('')
      : `<rect x="12" y="-48" width="92" height="24" rx="12" fill="${lace}" transform="rotate(38 58 -36)"/><circle cx="86" cy="-14" r="7" fill="${upper}" opacity="0.5"/>`;
  return g(
    at(x, y, s),
    `<path d="M0 -52 L34 -54 C44 -32 64 -24 94 -20 C124 -16 146 -8 148 8 L148 14 L-8 14 L-10 -12 C-10 -32 -7 -46 0 -52 Z" fill="${upper}"/>
<rect x="-12" y="8" width="164" height="20" rx="10" fill="${sole}"/>
${fasten}
<circle cx="6" cy="-20" r="7" fill="${lace}" opacity="0.6"/>`,
  );
}

export function sun(x: number, y: number, r: number, fill: string) {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    const x1 = x + Math.cos(a) * (r + 16);
    const y1 = y + Math.sin(a) * (r + 16);
    const x2 = x + Math.cos(a) * (r + 40);
    const y2 = y + Math.sin(a) * (r + 40);
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${fill}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>${rays}`;
}

/** A whole picture: the seeded background under the scene's own shapes. */
export function illustration(w: number, h: number, p: Palette, seed: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${background(p, seed, w, h)}${body}</svg>`;
}

/** A progressive JPEG of the picture, at the best quality that stays under maxBytes. */
export async function renderJpeg(svg: string, w: number, h: number, maxBytes: number) {
  for (let quality = 78; quality >= 50; quality -= 6) {
    const jpeg = await sharp(Buffer.from(svg)).resize(w, h).jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer();
    if (jpeg.length <= maxBytes) return jpeg;
  }
  throw new Error(`image stays over ${Math.round(maxBytes / 1024)} KB even at low quality`);
}
