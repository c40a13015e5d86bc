/**
 * Draws the shop's demo product photos as calm, text-free illustrations and writes them as
 * client/public/images/shop/<slug>-<n>.jpg (1000x1000, progressive JPEG, under 70 KB).
 *
 *   node --import tsx scripts/make-product-images.ts
 *
 * Reads seedProducts, so pictures follow the products: a product without scenes of its own gets
 * its category's picture.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductCategory } from '../shared/shop';
import { PRODUCT_IMAGE_SIZE, seedProducts } from '../server/seed/content/shop';
import { at, bootsAndBar, C, foot, g, heart, hills, illustration, moon, type Palette, palettes, renderJpeg, rng, shoe, sparkle, sun } from './illustration-kit';

const S = PRODUCT_IMAGE_SIZE;
const MAX_BYTES = 70 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'client/public/images/shop');

const steel = '#64748b';
const steelSoft = '#cbd5e1';
const fur = '#b7825a';
const furLight = '#f3dcc4';
const fox = '#f97316';
const skin = '#f5c9a6';

// ---------------------------------------------------------------- shapes
const floor = (p: Palette, y = 780) => hills(p, y, S, S);
const shadow = (x: number, y: number, rx: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${Math.round(rx * 0.12)}" fill="${C.night}" opacity="0.08"/>`;
const ring = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${C.white}" stroke-width="10" stroke-dasharray="4 20" stroke-linecap="round"/>`;
const halo = (x: number, y: number, r: number, opacity = 0.5) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" opacity="${opacity}"/>`;

/** A brace boot from the side, toe to the right: a soft high-top with straps and a heel window; about 330 x 240. */
function braceBoot(x: number, y: number, s: number, body: string, strap: string, lining: string) {
  return g(
    at(x, y, s),
    `<rect x="-24" y="-236" width="38" height="70" rx="16" fill="${lining}"/>
<path d="M-96 -200 Q-55 -216 -8 -204 C0 -160 20 -125 60 -105 C120 -78 190 -70 208 -32 C220 -6 206 12 180 12 L-70 12 C-100 12 -110 -10 -108 -50 Z" fill="${body}"/>
<path d="M-96 -200 Q-55 -216 -8 -204" fill="none" stroke="${lining}" stroke-width="22" stroke-linecap="round"/>
<rect x="-118" y="-170" width="150" height="32" rx="16" fill="${strap}" transform="rotate(-4 -43 -154)"/><rect x="14" y="-172" width="26" height="36" rx="6" fill="${lining}" transform="rotate(-4 -43 -154)"/>
<rect x="56" y="-116" width="118" height="30" rx="15" fill="${strap}" transform="rotate(24 115 -101)"/>
<rect x="112" y="-82" width="96" height="28" rx="14" fill="${strap}" transform="rotate(30 160 -68)"/>
<ellipse cx="-80" cy="-42" rx="22" ry="16" fill="${lining}"/>
<rect x="-114" y="4" width="330" height="24" rx="12" fill="${lining}"/>`,
  );
}

/** Two boots of a pair from the side, the far one a step behind. */
function bootPair(x: number, y: number, s: number, body: string, far: string, strap: string, lining: string) {
  return `${braceBoot(x + 90 * s, y - 40 * s, s * 0.96, far, strap, lining)}${braceBoot(x, y, s, body, strap, lining)}`;
}

/** A brace bar seen from above with a boot plate at each end; hinges optional; about 700 wide. */
function bar(x: number, y: number, s: number, color: string, plate: string, hinge?: string) {
  const end = (side: 1 | -1) =>
    g(
      `translate(${side * 290} 0) rotate(${side * 16})`,
      `<rect x="-75" y="-36" width="150" height="72" rx="20" fill="${plate}"/>
<circle cx="-34" cy="0" r="10" fill="${color}"/><circle cx="34" cy="0" r="10" fill="${color}"/>`,
    );
  const hinges = hinge ? [-200, 200].map((hx) => `<circle cx="${hx}" cy="0" r="34" fill="${hinge}"/><circle cx="${hx}" cy="0" r="13" fill="${color}"/>`).join('') : '';
  return g(
    at(x, y, s),
    `<rect x="-300" y="-17" width="600" height="34" rx="17" fill="${color}"/>
<rect x="-70" y="-24" width="140" height="48" rx="14" fill="${plate}"/>
<circle cx="-40" cy="0" r="7" fill="${color}"/><circle cx="0" cy="0" r="7" fill="${color}"/><circle cx="40" cy="0" r="7" fill="${color}"/>
${hinges}${end(-1)}${end(1)}`,
  );
}

/** The travel bar folded at its middle hinge, like a wide V. */
function foldedBar(x: number, y: number, s: number, color: string, plate: string) {
  const half = (flip: boolean) =>
    g(
      `scale(${flip ? -1 : 1} 1) rotate(-38)`,
      `<rect x="0" y="-17" width="300" height="34" rx="17" fill="${color}"/>
<rect x="215" y="-36" width="150" height="72" rx="20" fill="${plate}"/><circle cx="256" cy="0" r="10" fill="${color}"/><circle cx="324" cy="0" r="10" fill="${color}"/>`,
    );
  return g(at(x, y, s), `${half(true)}${half(false)}<circle cx="0" cy="0" r="38" fill="${plate}"/><circle cx="0" cy="0" r="16" fill="${color}"/>`);
}

function bag(x: number, y: number, s: number, body: string, trim: string) {
  return g(
    at(x, y, s),
    `<path d="M-70 -90 Q-70 -170 0 -170 Q70 -170 70 -90" fill="none" stroke="${trim}" stroke-width="20" stroke-linecap="round"/>
<rect x="-170" y="-100" width="340" height="200" rx="70" fill="${body}"/>
<path d="M-150 -30 L150 -30" stroke="${trim}" stroke-width="8" stroke-linecap="round" stroke-dasharray="2 16"/>
<rect x="110" y="-48" width="24" height="44" rx="8" fill="${trim}"/>`,
  );
}

/** A closed-toe sandal from the side, toe to the right, at the scale of the kit's shoe. */
function sandal(x: number, y: number, s: number, strap: string, sole: string) {
  return g(
    at(x, y, s),
    `<rect x="-12" y="8" width="164" height="20" rx="10" fill="${sole}"/>
<path d="M96 12 C104 -22 136 -22 150 0 L150 14 Z" fill="${strap}"/>
<path d="M40 12 Q66 -66 100 6" fill="none" stroke="${strap}" stroke-width="13" stroke-linecap="round"/>
<path d="M-6 12 L-6 -44 Q24 -60 52 -34" fill="none" stroke="${strap}" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="34" y="-46" width="18" height="18" rx="4" fill="${sole}"/>`,
  );
}

/** A sock from the side, toe to the right: a leg of `leg` units, heel, toe and cuff in a second colour. */
function sock(x: number, y: number, s: number, rot: number, body: string, patch: string, leg = 200, grip?: string) {
  const dots = grip ? Array.from({ length: 5 }, (_, i) => `<circle cx="${20 + i * 36}" cy="30" r="8" fill="${grip}"/>`).join('') : '';
  return g(
    at(x, y, s, rot),
    `<path d="M-45 ${-leg} L45 ${-leg} L45 -45 L180 -45 A45 45 0 0 1 180 45 L10 45 C-30 45 -48 20 -45 -16 Z" fill="${body}"/>
<path d="M150 -45 L180 -45 A45 45 0 0 1 180 45 L150 45 Z" fill="${patch}"/>
<path d="M-45 -24 C-10 -22 26 6 30 45 L10 45 C-30 45 -48 20 -45 -24 Z" fill="${patch}"/>
<rect x="-52" y="${-leg - 10}" width="104" height="54" rx="18" fill="${patch}"/>
${[0, 1, 2].map((i) => `<line x1="${-26 + i * 26}" y1="${-leg + 2}" x2="${-26 + i * 26}" y2="${-leg + 32}" stroke="${body}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`).join('')}${dots}`,
  );
}

function foxFace(x: number, y: number, s: number, asleep: boolean) {
  const eye = (side: 1 | -1) =>
    asleep
      ? `<path d="M${side * 38 - 12} -16 Q${side * 38} -6 ${side * 38 + 12} -16" fill="none" stroke="${C.night}" stroke-width="6" stroke-linecap="round"/>`
      : `<circle cx="${side * 34}" cy="-16" r="9" fill="${C.night}"/>`;
  return g(
    at(x, y, s),
    `<path d="M-64 -40 L-50 -112 L-12 -60 Z" fill="${fox}"/><path d="M64 -40 L50 -112 L12 -60 Z" fill="${fox}"/>
<path d="M-56 -48 L-49 -92 L-28 -62 Z" fill="${C.cream}"/><path d="M56 -48 L49 -92 L28 -62 Z" fill="${C.cream}"/>
<path d="M-74 -20 Q-74 -62 -30 -62 L30 -62 Q74 -62 74 -20 Q44 50 0 62 Q-44 50 -74 -20 Z" fill="${fox}"/>
<path d="M-66 4 Q-30 12 0 60 Q-40 52 -66 4 Z" fill="${C.cream}"/><path d="M66 4 Q30 12 0 60 Q40 52 66 4 Z" fill="${C.cream}"/>
${eye(-1)}${eye(1)}<circle cx="0" cy="52" r="10" fill="${C.night}"/>`,
  );
}

function babyFace(x: number, y: number, s: number) {
  return g(
    at(x, y, s),
    `<circle cx="0" cy="0" r="70" fill="${skin}"/><path d="M-20 -66 Q0 -92 18 -70" fill="none" stroke="#8b5e3c" stroke-width="8" stroke-linecap="round"/>
<path d="M-36 4 Q-26 14 -16 4" fill="none" stroke="${C.night}" stroke-width="6" stroke-linecap="round"/>
<path d="M16 4 Q26 14 36 4" fill="none" stroke="${C.night}" stroke-width="6" stroke-linecap="round"/>
<circle cx="-44" cy="24" r="11" fill="${C.coral}" opacity="0.35"/><circle cx="44" cy="24" r="11" fill="${C.coral}" opacity="0.35"/>`,
  );
}

/** Asleep on a pillow under a blanket, legs out in boots and bar: a baby, or Pip the fox. */
function sleeper(x: number, y: number, s: number, who: 'baby' | 'fox', blanket: string, boot: string, barColour: string, legs: string) {
  const face = who === 'baby' ? babyFace(0, -250, 1) : foxFace(0, -250, 1, true);
  return g(
    at(x, y, s),
    `<ellipse cx="0" cy="-250" rx="190" ry="85" fill="${C.white}" opacity="0.9"/>${face}
<path d="M-64 120 L-150 250" stroke="${legs}" stroke-width="56" stroke-linecap="round"/><path d="M64 120 L150 250" stroke="${legs}" stroke-width="56" stroke-linecap="round"/>
<rect x="-190" y="-190" width="380" height="330" rx="80" fill="${blanket}"/>
<path d="M-190 -120 L190 -120" stroke="${C.white}" stroke-width="14" opacity="0.5"/>
${bootsAndBar(0, 330, 0.85, boot, C.white, barColour)}`,
  );
}

function bookCover(x: number, y: number, s: number, cover: string, spine: string, art: string) {
  return g(
    at(x, y, s),
    `<rect x="-170" y="-205" width="350" height="420" rx="14" fill="${C.cream}"/>
<rect x="-180" y="-215" width="350" height="420" rx="18" fill="${cover}"/>
<rect x="-180" y="-215" width="36" height="420" rx="14" fill="${spine}"/>${art}`,
  );
}

function openBook(x: number, y: number, s: number, cover: string, left: string, right: string) {
  return g(
    at(x, y, s),
    `<path d="M-360 -190 L0 -170 L360 -190 L360 200 L0 220 L-360 200 Z" fill="${cover}"/>
<path d="M-340 -200 Q-170 -215 0 -180 L0 200 Q-170 170 -340 185 Z" fill="${C.white}"/>
<path d="M340 -200 Q170 -215 0 -180 L0 200 Q170 170 340 185 Z" fill="${C.cream}"/>
<line x1="0" y1="-180" x2="0" y2="200" stroke="${cover}" stroke-width="6" opacity="0.4"/>${g('translate(-170 0)', left)}${g('translate(170 0)', right)}`,
  );
}

/** A ring-bound journal, its rings down the left edge. */
function journal(x: number, y: number, s: number, cover: string, ring: string, art: string) {
  const rings = Array.from({ length: 8 }, (_, i) => `<rect x="-206" y="${-180 + i * 50}" width="56" height="18" rx="9" fill="${ring}"/>`).join('');
  return g(at(x, y, s), `<rect x="-180" y="-215" width="370" height="440" rx="26" fill="${cover}"/>${rings}${art}`);
}

/** A column of tick boxes with lines beside them, the first `done` ticked. */
function checklist(rows: number, done: number, box: string, line: string) {
  return Array.from({ length: rows }, (_, i) => {
    const y = -140 + i * 62;
    const tick = i < done ? `<path d="M-118 ${y} l10 10 l20 -22" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` : '';
    return `<rect x="-130" y="${y - 18}" width="40" height="36" rx="9" fill="${box}" opacity="${i < done ? 1 : 0.4}"/>${tick}<rect x="-70" y="${y - 8}" width="${170 - (i % 3) * 30}" height="16" rx="8" fill="${line}" opacity="0.5"/>`;
  }).join('');
}

function bear(x: number, y: number, s: number, boot: string, barColour: string) {
  const ear = (side: 1 | -1) => `<circle cx="${side * 72}" cy="-196" r="40" fill="${fur}"/><circle cx="${side * 72}" cy="-196" r="20" fill="${furLight}"/>`;
  return g(
    at(x, y, s),
    `${ear(-1)}${ear(1)}
<ellipse cx="-118" cy="20" rx="42" ry="80" fill="${fur}" transform="rotate(22 -118 20)"/><ellipse cx="118" cy="20" rx="42" ry="80" fill="${fur}" transform="rotate(-22 118 20)"/>
<ellipse cx="0" cy="50" rx="125" ry="135" fill="${fur}"/><ellipse cx="0" cy="70" rx="72" ry="84" fill="${furLight}"/>
<circle cx="0" cy="-120" r="100" fill="${fur}"/><ellipse cx="0" cy="-86" rx="46" ry="34" fill="${furLight}"/>
<ellipse cx="0" cy="-100" rx="15" ry="11" fill="${C.night}"/><path d="M-14 -74 Q0 -64 14 -74" fill="none" stroke="${C.night}" stroke-width="5" stroke-linecap="round"/>
<circle cx="-38" cy="-140" r="10" fill="${C.night}"/><circle cx="38" cy="-140" r="10" fill="${C.night}"/>
${bootsAndBar(0, 150, 0.55, boot, C.white, barColour)}`,
  );
}

function bucket(x: number, y: number, s: number, body: string, rim: string) {
  return g(
    at(x, y, s),
    `<path d="M-70 -80 Q0 -170 70 -80" fill="none" stroke="${rim}" stroke-width="8"/>
<path d="M-80 -80 L80 -80 L62 80 L-62 80 Z" fill="${body}"/><rect x="-86" y="-92" width="172" height="24" rx="12" fill="${rim}"/>`,
  );
}

/** A lower leg in trousers with its shoe, stepping; the shoe's toe points right. */
function leg(x: number, y: number, rot: number, trousers: string, upper: string, strap: string) {
  return g(
    at(x, y, 1, rot),
    `<path d="M-44 -560 L44 -560 L58 -110 Q0 -96 -58 -110 Z" fill="${trousers}"/><rect x="-62" y="-126" width="124" height="34" rx="17" fill="${trousers}"/>
<rect x="-62" y="-126" width="124" height="34" rx="17" fill="${C.white}" opacity="0.25"/><rect x="-34" y="-96" width="68" height="40" fill="${C.white}"/>
${shoe(-32, 0, 1.75, upper, C.white, strap, 'strap')}`,
  );
}

/** A shoe with its sole bending up at the toe, to show how soft it is. */
function bentShoe(x: number, y: number, s: number, upper: string, sole: string, strap: string) {
  return g(
    at(x, y, s),
    `<path d="M0 -52 L34 -54 C44 -32 64 -26 90 -28 C116 -32 132 -56 148 -52 C164 -46 166 -24 154 -10 L104 14 L-8 14 L-10 -12 C-10 -32 -7 -46 0 -52 Z" fill="${upper}"/>
<path d="M-2 18 L96 18 Q136 12 162 -22" fill="none" stroke="${sole}" stroke-width="20" stroke-linecap="round"/>
<rect x="12" y="-48" width="92" height="24" rx="12" fill="${strap}" transform="rotate(38 58 -36)"/>`,
  );
}

/** Short curved strokes that say "this moves". */
const motion = (x: number, y: number, s: number, color: string) =>
  g(at(x, y, s), [0, 1, 2].map((i) => `<path d="M${i * 26} ${-40 + i * 8} Q${30 + i * 26} 0 ${i * 26} ${40 - i * 8}" fill="none" stroke="${color}" stroke-width="9" stroke-linecap="round" opacity="${0.9 - i * 0.25}"/>`).join(''));

const twinkles = (seed: string, count: number, color: string, maxY = 400) => {
  const r = rng(seed);
  return Array.from({ length: count }, () => sparkle(Math.round(r() * 940 + 30), Math.round(r() * maxY + 30), 0.3 + r() * 0.5, color, 0.8)).join('');
};

// ---------------------------------------------------------------- scenes
type Scene = { palette: Palette; draw: (p: Palette) => string };

const scenes: Record<string, Scene[]> = {
  'stepwell-boots-and-bar-brace': [
    { palette: palettes.teal, draw: (p) => `${floor(p)}${halo(500, 470, 330)}${shadow(500, 700, 300)}${bootsAndBar(500, 440, 1.55, C.teal, C.white, C.tealDeep)}${sparkle(160, 180, 1.3, C.sun)}${heart(850, 190, 0.9, C.coral)}` },
    { palette: palettes.warm, draw: (p) => `${floor(p, 800)}${halo(470, 520, 360)}${shadow(500, 790, 320)}${braceBoot(450, 730, 1.9, C.teal, C.white, C.tealMist)}${ring(298, 650, 70)}${sparkle(850, 200, 1.2, C.sun)}` },
    { palette: palettes.night, draw: (p) => `${twinkles('brace-night', 14, p.soft, 250)}${moon(830, 150, 1.2, C.butter)}${sleeper(500, 560, 0.95, 'baby', C.blueSoft, C.tealSoft, C.butter, '#bfdbfe')}` },
  ],
  'little-strides-flex-bar': [
    { palette: palettes.blue, draw: (p) => `${floor(p)}${halo(500, 500, 340)}${shadow(500, 640, 320)}${bar(500, 500, 1.15, C.blueDeep, C.blueSoft, C.sun)}${sparkle(180, 220, 1.2, C.sun)}${heart(830, 230, 0.8, C.coral)}` },
    { palette: palettes.sea, draw: (p) => `${floor(p)}${halo(500, 470, 340)}${bootsAndBar(500, 430, 1.45, C.blue, C.white, C.blueDeep, { turn: [-18, 34], hinge: C.sun })}${motion(820, 360, 1.2, p.ink)}${sparkle(170, 190, 1.1, C.sun)}` },
  ],
  'stepwell-folding-travel-bar': [
    { palette: palettes.dawn, draw: (p) => `${floor(p)}${shadow(500, 800, 360)}${bag(650, 650, 1.05, C.coral, '#be123c')}${foldedBar(360, 600, 0.95, C.tealDeep, C.tealSoft)}${sun(820, 170, 55, C.sun)}${heart(170, 200, 0.8, C.coral, 0.8)}` },
  ],
  'stepwell-brace-boots': [
    { palette: palettes.blush, draw: (p) => `${floor(p, 790)}${halo(500, 520, 360)}${shadow(520, 790, 340)}${bootPair(420, 730, 1.4, C.coral, '#e11d48', C.white, C.blush)}${sparkle(830, 200, 1.2, C.sun)}` },
    {
      palette: palettes.warm,
      draw: (p) =>
        `${halo(500, 500, 400)}${g(
          at(500, 510, 1.25, -12),
          `<path d="M0 -260 C110 -260 150 -160 140 -60 C132 40 120 140 110 200 C100 270 -100 270 -110 200 C-120 140 -135 40 -140 -60 C-150 -160 -110 -260 0 -260 Z" fill="${C.coral}"/>
<path d="M0 -236 C90 -236 124 -150 116 -60 C110 40 98 140 90 196 C80 244 -80 244 -90 196 C-98 140 -112 40 -118 -60 C-126 -150 -90 -236 0 -236 Z" fill="${C.blush}"/>
${[-190, -150, -110, 150, 190].map((ty) => `<rect x="-80" y="${ty}" width="160" height="14" rx="7" fill="${C.coral}" opacity="0.45"/>`).join('')}
<rect x="-70" y="-60" width="140" height="170" rx="26" fill="${steel}"/><circle cx="0" cy="-10" r="14" fill="${steelSoft}"/><circle cx="0" cy="60" r="14" fill="${steelSoft}"/>`,
        )}${sparkle(170, 180, 1.1, p.accent)}`,
    },
  ],
  'little-strides-soft-lined-boots': [
    { palette: palettes.blue, draw: (p) => `${floor(p, 790)}${halo(500, 520, 360)}${shadow(520, 790, 340)}${bootPair(420, 730, 1.4, C.blueSoft, C.blue, C.white, C.cream)}${heart(830, 210, 0.8, C.coral)}` },
    { palette: palettes.sea, draw: (p) => `${floor(p, 800)}${halo(470, 520, 360)}${shadow(500, 790, 320)}${braceBoot(450, 730, 1.9, C.blueSoft, C.white, C.cream)}${ring(342, 330, 110)}${heart(850, 210, 0.8, C.coral)}` },
  ],
  'stepwell-single-brace-boot': [
    { palette: palettes.dawn, draw: (p) => `${floor(p, 790)}${halo(500, 520, 360)}${shadow(500, 790, 320)}${braceBoot(460, 730, 1.55, C.coral, C.white, C.blush)}${sparkle(830, 210, 1.2, C.sun)}` },
  ],
  'stepwell-flex-walkers': [
    { palette: palettes.teal, draw: (p) => `${floor(p, 780)}${halo(500, 540, 360)}${shadow(500, 760, 340)}${shoe(330, 600, 2.0, C.tealDeep, C.white, C.butter, 'strap')}${shoe(250, 720, 2.2, C.teal, C.white, C.butter, 'strap')}${sparkle(820, 220, 1.2, C.sun)}` },
    {
      palette: palettes.dawn,
      draw: (p) =>
        `${floor(p, 800)}${halo(500, 520, 360)}${shadow(480, 720, 260)}${bentShoe(290, 660, 2.6, C.teal, C.white, C.butter)}${motion(780, 420, 1.1, p.ink)}${sparkle(180, 200, 1.1, C.sun)}`,
    },
    {
      palette: palettes.sea,
      draw: (p) =>
        `${sun(820, 160, 60, C.butter)}${hills(p, 760, S, S)}${leg(350, 820, 0, C.blue, C.teal, C.butter)}${leg(640, 790, -14, C.blueDeep, C.teal, C.butter)}
${foot(150, 930, 0.5, 80, p.ink, false, true)}${foot(240, 900, 0.5, 80, p.ink, true, true)}`,
    },
  ],
  'little-strides-everyday-trainers': [
    { palette: palettes.blue, draw: (p) => `${floor(p, 780)}${halo(500, 540, 360)}${shadow(500, 760, 340)}${shoe(330, 600, 2.0, C.blueDeep, C.white, C.white)}${shoe(250, 720, 2.2, C.blue, C.white, C.white)}${heart(820, 220, 0.8, C.coral)}` },
    {
      palette: palettes.blush,
      draw: (p) =>
        `${floor(p, 800)}<ellipse cx="500" cy="760" rx="440" ry="40" fill="${C.white}" opacity="0.6"/>
<g transform="translate(500 0) scale(-1 1) translate(-500 0)">${shoe(560, 700, 1.95, C.blue, C.white, C.white)}</g>${shoe(560, 700, 2.2, C.blue, C.white, C.white)}
${[130, 455, 533, 893].map((lx) => `<line x1="${lx}" y1="420" x2="${lx}" y2="780" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 14" opacity="0.35"/>`).join('')}
${heart(840, 200, 0.8, C.coral)}${sparkle(170, 200, 1.1, C.sun)}`,
    },
  ],
  'stepwell-summer-sandals': [
    { palette: palettes.warm, draw: (p) => `${floor(p, 780)}${halo(500, 540, 360)}${shadow(500, 760, 340)}${sandal(330, 600, 2.0, C.amber, C.tealDeep)}${sandal(250, 720, 2.2, C.sun, C.tealDeep)}${sparkle(820, 220, 1.2, C.coral)}` },
    {
      palette: palettes.dawn,
      draw: () =>
        `${sun(800, 180, 70, C.sun)}<path d="M0 560 C200 520 400 540 600 520 S900 500 1000 530 L1000 640 L0 640 Z" fill="${C.blueSoft}" opacity="0.7"/>
<path d="M0 620 C260 580 520 620 760 600 S960 590 1000 600 L1000 1000 L0 1000 Z" fill="${C.butter}"/>${bucket(780, 760, 0.9, C.coral, C.white)}
${sandal(160, 840, 1.6, C.amber, C.tealDeep)}${sandal(250, 900, 1.7, C.sun, C.tealDeep)}`,
    },
  ],
  'stepwell-brace-socks': [
    {
      palette: palettes.sea,
      draw: (p) =>
        `${floor(p)}${halo(500, 500, 360)}${sock(330, 560, 1.05, -14, C.peach, C.white)}${sock(440, 600, 1.05, 0, C.white, C.teal)}${sock(560, 640, 1.05, 14, C.tealSoft, C.white)}${sparkle(840, 200, 1.1, C.sun)}${heart(170, 220, 0.7, C.coral)}`,
    },
    {
      palette: palettes.blush,
      draw: (p) =>
        `${halo(470, 520, 400)}${sock(60, 600, 2.6, 0, C.white, C.teal)}<line x1="489" y1="495" x2="489" y2="705" stroke="${p.ink}" stroke-width="6" stroke-dasharray="3 16" stroke-linecap="round" opacity="0.5"/>${sparkle(840, 240, 1.3, C.sun)}`,
    },
  ],
  'little-strides-tall-liner-socks': [
    { palette: palettes.blue, draw: (p) => `${floor(p)}${halo(500, 500, 380)}${sock(290, 790, 1.0, 0, C.blueSoft, C.blue, 400)}${sock(500, 830, 1.0, 0, C.blueSoft, C.blue, 400)}${sparkle(840, 200, 1.1, C.sun)}` },
  ],
  'stepwell-grippy-play-socks': [
    { palette: palettes.warm, draw: (p) => `${floor(p)}${halo(500, 500, 360)}${sock(300, 520, 1.15, -6, C.tealSoft, C.white, 200, C.coral)}${sock(470, 660, 1.15, 6, C.peach, C.white, 200, C.tealDeep)}${heart(830, 220, 0.8, C.coral)}` },
  ],
  'pip-and-the-night-time-boots': [
    {
      palette: palettes.night,
      draw: (p) =>
        `${twinkles('pip-cover', 10, p.soft, 900)}${bookCover(
          500,
          520,
          1.7,
          '#1e3a8a',
          '#172554',
          `${moon(90, -140, 0.5, C.butter)}${sparkle(-60, -160, 0.5, C.butter)}${sparkle(20, -100, 0.35, C.butter)}${sleeper(0, 40, 0.38, 'fox', C.tealSoft, C.peach, C.butter, '#ea580c')}`,
        )}`,
    },
    {
      palette: palettes.dawn,
      draw: () =>
        `${openBook(
          500,
          520,
          1.2,
          '#1e3a8a',
          `${foxFace(0, -30, 0.9, false)}${motion(70, 90, 0.8, C.tealDeep)}${sparkle(-90, -150, 0.7, C.sun)}`,
          `${bootsAndBar(0, 10, 0.55, C.peach, C.white, C.tealDeep)}${heart(0, -130, 0.6, C.coral)}`,
        )}`,
    },
  ],
  'our-clubfoot-journey-keepsake-journal': [
    {
      palette: palettes.sea,
      draw: (p) =>
        `${floor(p)}${shadow(520, 880, 300)}${journal(520, 500, 1.55, C.teal, C.tealDeep, `${foot(-40, 20, 1.0, -8, C.white, true, true)}${foot(80, 20, 1.0, 8, C.white, false, true)}${heart(20, -140, 0.8, C.coral)}`)}${sparkle(150, 200, 1.1, C.sun)}`,
    },
    {
      palette: palettes.warm,
      draw: () => `${openBook(500, 520, 1.2, C.teal, checklist(5, 3, C.teal, C.tealDeep), `${foot(0, 10, 1.3, 6, C.peach, false, true)}${heart(90, -140, 0.5, C.coral)}`)}`,
    },
  ],
  'stepwell-bedtime-bear': [
    { palette: palettes.blush, draw: (p) => `${floor(p)}${halo(500, 480, 370)}${shadow(500, 820, 280)}${bear(500, 560, 1.3, C.teal, C.tealDeep)}${heart(830, 190, 0.8, C.coral)}${sparkle(170, 220, 1.1, C.sun)}` },
    { palette: palettes.teal, draw: (p) => `${floor(p, 820)}${bear(500, 60, 3.0, C.teal, C.tealDeep)}${sparkle(150, 880, 1, C.sun)}${heart(880, 880, 0.7, p.accent)}` },
  ],
};

const categoryScene: Record<ProductCategory, Scene> = {
  'braces-and-bars': { palette: palettes.teal, draw: (p) => `${floor(p)}${bootsAndBar(500, 440, 1.5, C.teal, C.white, C.tealDeep)}` },
  boots: { palette: palettes.blush, draw: (p) => `${floor(p, 790)}${braceBoot(460, 730, 1.5, C.coral, C.white, C.blush)}` },
  shoes: { palette: palettes.blue, draw: (p) => `${floor(p, 780)}${shoe(330, 600, 2.0, C.blueDeep, C.white, C.white)}${shoe(250, 720, 2.2, C.blue, C.white, C.white)}` },
  'socks-and-liners': { palette: palettes.sea, draw: (p) => `${floor(p)}${sock(380, 600, 1.1, 0, C.white, C.teal)}` },
  'books-and-toys': { palette: palettes.warm, draw: (p) => `${floor(p)}${bear(500, 560, 1.3, C.teal, C.tealDeep)}` },
};

fs.mkdirSync(outDir, { recursive: true });
let total = 0;
let count = 0;
for (const product of seedProducts) {
  for (const [i, image] of product.images.entries()) {
    const name = `${product.slug}-${i + 1}.jpg`;
    if (image.url !== `/images/shop/${name}`) throw new Error(`${product.slug}: image ${i + 1} should be /images/shop/${name}`);
    const scene = scenes[product.slug]?.[i];
    if (!scene) console.warn(`${name}: no scene of its own, using the ${product.category} picture`);
    const { palette, draw } = scene ?? categoryScene[product.category];
    const jpeg = await renderJpeg(illustration(S, S, palette, name, draw(palette)), S, S, MAX_BYTES);
    fs.writeFileSync(path.join(outDir, name), jpeg);
    total += jpeg.length;
    count += 1;
    console.info(`${name} ${(jpeg.length / 1024).toFixed(1)} KB`);
  }
}
console.info(`${count} images, ${(total / 1024).toFixed(1)} KB in ${path.relative(root, outDir)}`);
