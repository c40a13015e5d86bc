/**
 * Draws and encodes the demo videos' source files at seed time (server/seed/content/videos.ts).
 *
 * Each slide's scene is a calm, text-free SVG illustration in the palette and style of
 * scripts/make-resource-images.ts (no text at all: a fresh machine may have no fonts, and the
 * captions carry the words). sharp renders each scene to a PNG; ffmpeg then holds each picture
 * for its slide's time and crossfades between them over a plain background, with a silent
 * AAC track, into a small H.264 MP4 that the library's processing treats like any upload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { runFfmpeg } from '../../lib/ffmpeg';
import type { DemoVideo } from '../content/videos';

const W = 1280;
const H = 720;
/** Still pictures need few frames; fewer frames keep encoding quick on a small machine. */
const FPS = 12;
/** Seconds each crossfade lasts. */
const CROSSFADE = 0.5;

// ---------------------------------------------------------------- palette (as in scripts/make-resource-images.ts)
const C = {
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

type Palette = { from: string; to: string; blob: string; accent: string; soft: string; ink: string };

const palettes = {
  teal: { from: '#e6fffb', to: '#b9ece6', blob: C.tealSoft, accent: C.teal, soft: C.white, ink: C.tealDeep },
  blue: { from: '#eef5ff', to: '#c7ddfb', blob: C.blueSoft, accent: C.blue, soft: C.white, ink: C.blueDeep },
  warm: { from: '#fff8ec', to: '#ffe1c2', blob: C.peach, accent: C.amber, soft: C.white, ink: '#9a3412' },
  sea: { from: '#e0f7f5', to: '#cfe3fb', blob: C.blueSoft, accent: C.teal, soft: C.white, ink: C.tealDeep },
  dawn: { from: '#fff4ea', to: '#d6f3ef', blob: C.butter, accent: C.coral, soft: C.white, ink: C.ink },
  blush: { from: '#fff1f2', to: '#ffe4d2', blob: C.blush, accent: C.coral, soft: C.white, ink: '#9f1239' },
  night: { from: '#1e3a5f', to: '#2c5d7c', blob: '#3b6e8f', accent: C.butter, soft: '#e0f2fe', ink: '#0b2540' },
} satisfies Record<string, Palette>;

// ---------------------------------------------------------------- helpers
/** Small seeded hash-based sequence, so every run draws exactly the same picture (no randomness). */
function seq(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => n.toFixed(1);
const g = (transform: string, body: string, extra = '') => `<g transform="${transform}" ${extra}>${body}</g>`;
const at = (x: number, y: number, s = 1, rot = 0) => `translate(${x} ${y}) rotate(${rot}) scale(${s})`;

function background(p: Palette, seed: string) {
  const r = seq(seed);
  const blobs = Array.from({ length: 5 }, (_, i) => {
    const x = Math.round(r() * W);
    const y = Math.round(r() * H);
    const rad = Math.round(90 + r() * 210);
    const op = (0.12 + r() * 0.16).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${rad}" fill="${i % 2 ? p.blob : p.soft}" opacity="${op}"/>`;
  }).join('');
  const dots = Array.from({ length: 14 }, () => {
    const x = Math.round(r() * W);
    const y = Math.round(r() * H * 0.8);
    return `<circle cx="${x}" cy="${y}" r="${r1(3 + r() * 5)}" fill="${p.soft}" opacity="0.55"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${blobs}${dots}`;
}

/** Soft rolling ground; the lower band is where the player shows captions, so it stays quiet. */
function hills(p: Palette, y = 590) {
  return `<path d="M0 ${y} C240 ${y - 60} 450 ${y - 40} 660 ${y - 10} S1070 ${y - 70} 1280 ${y - 30} L1280 720 L0 720 Z" fill="${p.blob}" opacity="0.35"/>
<path d="M0 ${y + 50} C280 ${y + 10} 560 ${y + 40} 810 ${y + 30} S1150 ${y} 1280 ${y + 25} L1280 720 L0 720 Z" fill="${p.accent}" opacity="0.22"/>`;
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

function foot(x: number, y: number, s: number, rot: number, fill: string, left = false, baby = false) {
  return g(`translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) scale(${left ? -s : s} ${s})`, footprint(fill, baby));
}

function heart(x: number, y: number, s: number, fill: string, opacity = 1) {
  return g(at(x, y, s), `<path d="M0 34 C-52 0 -40 -48 0 -22 C40 -48 52 0 0 34 Z" fill="${fill}" opacity="${opacity}"/>`);
}

function sparkle(x: number, y: number, s: number, fill: string, opacity = 1) {
  return g(at(x, y, s), `<path d="M0 -20 C3 -5 5 -3 20 0 C5 3 3 5 0 20 C-3 5 -5 3 -20 0 C-5 -3 -3 -5 0 -20 Z" fill="${fill}" opacity="${opacity}"/>`);
}

function sun(x: number, y: number, r: number, fill: string) {
  const rays = Array.from({ length: 10 }, (_, i) => {
    const a = (i / 10) * Math.PI * 2;
    return `<line x1="${r1(x + Math.cos(a) * (r + 16))}" y1="${r1(y + Math.sin(a) * (r + 16))}" x2="${r1(x + Math.cos(a) * (r + 40))}" y2="${r1(y + Math.sin(a) * (r + 40))}" stroke="${fill}" stroke-width="10" stroke-linecap="round" opacity="0.8"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>${rays}`;
}

function moon(x: number, y: number, s: number, fill: string) {
  return g(at(x, y, s, -20), `<path d="M0 -70 A70 70 0 1 0 0 70 A90 90 0 0 1 0 -70 Z" fill="${fill}"/>`);
}

function drop(x: number, y: number, s: number, fill: string) {
  return g(at(x, y, s), `<path d="M0 -40 C16 -16 26 -2 26 14 A26 26 0 0 1 -26 14 C-26 -2 -16 -16 0 -40 Z" fill="${fill}"/>`);
}

function badge(x: number, y: number, r: number, fill: string) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
<path d="M${r1(x - r * 0.42)} ${r1(y + r * 0.02)} l${r1(r * 0.28)} ${r1(r * 0.3)} l${r1(r * 0.55)} ${r1(-r * 0.58)}" fill="none" stroke="${C.white}" stroke-width="${r1(r * 0.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A round marker holding `count` dots: a wordless "first", "second". */
function stepDot(x: number, y: number, r: number, fill: string, count: number) {
  const dots = Array.from({ length: count }, (_, i) => `<circle cx="${r1(x + (i - (count - 1) / 2) * r * 0.62)}" cy="${y}" r="${r1(r * 0.2)}" fill="${C.white}"/>`).join('');
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>${dots}`;
}

function ball(x: number, y: number, r: number, fill: string, line: string) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
<path d="M${x - r} ${y} Q${x} ${r1(y - r * 0.6)} ${x + r} ${y}" fill="none" stroke="${line}" stroke-width="5"/>
<path d="M${x} ${y - r} Q${r1(x + r * 0.6)} ${y} ${x} ${y + r}" fill="none" stroke="${line}" stroke-width="5"/>`;
}

function person(x: number, y: number, s: number, body: string, head: string) {
  return g(at(x, y, s), `<path d="M-60 120 Q-60 10 0 10 Q60 10 60 120 Z" fill="${body}"/><circle cx="0" cy="-40" r="42" fill="${head}"/>`);
}

function tree(x: number, y: number, s: number, leaf: string, trunk: string) {
  return g(at(x, y, s), `<rect x="-9" y="0" width="18" height="90" rx="9" fill="${trunk}"/><circle cx="0" cy="-30" r="62" fill="${leaf}"/><circle cx="-34" cy="6" r="40" fill="${leaf}"/><circle cx="36" cy="4" r="44" fill="${leaf}"/>`);
}

/** A curved arrow from (x1,y1) to (x2,y2), bowing `bend` pixels to the left of its direction. */
function curvedArrow(x1: number, y1: number, x2: number, y2: number, bend: number, color: string, width = 10) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const cx = mx + ((y2 - y1) / len) * bend;
  const cy = my - ((x2 - x1) / len) * bend;
  const a = Math.atan2(y2 - cy, x2 - cx);
  const head = width * 2.6;
  const p1 = [x2 - Math.cos(a - 0.5) * head, y2 - Math.sin(a - 0.5) * head];
  const p2 = [x2 - Math.cos(a + 0.5) * head, y2 - Math.sin(a + 0.5) * head];
  return `<path d="M${x1} ${y1} Q${r1(cx)} ${r1(cy)} ${x2} ${y2}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>
<path d="M${r1(p1[0] ?? 0)} ${r1(p1[1] ?? 0)} L${x2} ${y2} L${r1(p2[0] ?? 0)} ${r1(p2[1] ?? 0)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Soft downward chevrons, as a wordless "press down". */
function chevronsDown(x: number, y: number, s: number, color: string) {
  return g(
    at(x, y, s),
    [0, 1, 2].map((i) => `<path d="M-26 ${i * 34 - 14} L0 ${i * 34 + 10} L26 ${i * 34 - 14}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity="${(0.45 + i * 0.25).toFixed(2)}"/>`).join(''),
  );
}

/** A long-leg cast with the knee bent, plaster bands and toes peeking out; about 200 x 300. */
function cast(x: number, y: number, s: number, rot: number, body: string, band: string, toes: string, outline = band) {
  const d = 'M-10 -140 L40 -10 L10 110 L90 120';
  return g(
    at(x, y, s, rot),
    `<path d="${d}" fill="none" stroke="${outline}" stroke-width="74" stroke-linecap="round" stroke-linejoin="round" opacity="0.6"/>
<path d="${d}" fill="none" stroke="${body}" stroke-width="64" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${d}" fill="none" stroke="${band}" stroke-width="64" stroke-dasharray="3 22" stroke-linejoin="round" opacity="0.5"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${124 + (i % 2) * 3}" cy="${100 + i * 9}" r="${6 - i * 0.5}" fill="${toes}"/>`).join('')}`,
  );
}

/** Boots-and-bar brace seen from above: two boots turned out by `turn` degrees, joined by a bar; about 460 wide. */
function bootsAndBar(x: number, y: number, s: number, boot: string, strap: string, bar: string, turn = 18) {
  const shoe = (bx: number, rot: number, flip: boolean) =>
    g(
      `translate(${bx} 0) rotate(${rot}) scale(${flip ? -1 : 1} 1)`,
      `<path d="M0 -95 C40 -95 54 -60 50 -20 C48 10 46 40 44 70 C42 96 24 104 0 104 C-24 104 -42 96 -44 70 C-46 40 -48 10 -50 -20 C-54 -60 -40 -95 0 -95 Z" fill="${boot}"/>
<rect x="-56" y="-8" width="112" height="20" rx="10" fill="${strap}"/>
<rect x="-54" y="34" width="108" height="20" rx="10" fill="${strap}"/>
<circle cx="0" cy="82" r="10" fill="${strap}" opacity="0.7"/>`,
    );
  return g(
    at(x, y, s),
    `<rect x="-230" y="72" width="460" height="26" rx="13" fill="${bar}"/>
<circle cx="-230" cy="85" r="17" fill="${bar}"/><circle cx="230" cy="85" r="17" fill="${bar}"/>
${shoe(-150, -turn, true)}${shoe(150, turn, false)}`,
  );
}

/**
 * One brace boot seen from the side, toe to the right: sole, upper, ankle strap, toe strap and the
 * little hole at the back of the heel. About 280 x 210, origin near the middle of the sole.
 */
function braceBoot(x: number, y: number, s: number, o: { boot: string; sole: string; ankle: string; toe: string; hole: string }) {
  return g(
    at(x, y, s),
    `<path d="M-120 64 L-120 -88 Q-120 -110 -98 -110 L-44 -110 Q-24 -110 -22 -92 L-16 -34 C2 -16 40 -8 80 -6 C122 -4 152 18 152 50 L152 64 Z" fill="${o.boot}"/>
<rect x="-128" y="-122" width="112" height="24" rx="12" fill="${C.white}" opacity="0.75"/>
<path d="M-122 -64 L-14 -34 L-10 -6 L-122 -36 Z" fill="${o.ankle}"/>
<path d="M40 -10 L76 -6 L80 64 L42 64 Z" fill="${o.toe}"/>
<circle cx="-90" cy="28" r="15" fill="${o.hole}"/>
<rect x="-130" y="60" width="290" height="28" rx="14" fill="${o.sole}"/>`,
  );
}

/** A baby's leg in a sock, coming down from above into a boot at (x, y); the boot is drawn over it. */
function sockLeg(x: number, y: number, s: number, sock: string, skin: string) {
  return g(
    at(x, y, s),
    `<path d="M-70 -300 L-70 -60" fill="none" stroke="${skin}" stroke-width="80" stroke-linecap="round"/>
<path d="M-70 -200 L-70 -40" fill="none" stroke="${sock}" stroke-width="82" stroke-linecap="butt"/>
<rect x="-115" y="-214" width="90" height="24" rx="12" fill="${sock}" opacity="0.8"/>`,
  );
}

/** A little sock, toe to the right; about 200 x 280. */
function sock(x: number, y: number, s: number, rot: number, fill: string, cuff: string) {
  return g(
    at(x, y, s, rot),
    `<path d="M-44 -130 L44 -130 L44 10 C44 34 62 44 96 44 C134 44 150 64 150 88 C150 114 130 126 102 126 L-8 126 C-36 126 -44 104 -44 80 Z" fill="${fill}"/>
<rect x="-52" y="-152" width="104" height="44" rx="16" fill="${cuff}"/>
${[-30, -10, 10, 30].map((dx) => `<line x1="${dx}" y1="-142" x2="${dx}" y2="-118" stroke="${C.white}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`).join('')}
<circle cx="-14" cy="98" r="28" fill="${cuff}" opacity="0.45"/><circle cx="126" cy="90" r="22" fill="${cuff}" opacity="0.45"/>`,
  );
}

/** Side-view shoe, toe pointing right, about 150 x 75. */
function shoe(x: number, y: number, s: number, upper: string, sole: string, lace: string) {
  return g(
    at(x, y, s),
    `<path d="M0 -52 L34 -54 C44 -32 64 -24 94 -20 C124 -16 146 -8 148 8 L148 14 L-8 14 L-10 -12 C-10 -32 -7 -46 0 -52 Z" fill="${upper}"/>
<rect x="-12" y="8" width="164" height="20" rx="10" fill="${sole}"/>
${[0, 1, 2].map((i) => `<line x1="${44 + i * 16}" y1="${-34 + i * 5}" x2="${56 + i * 16}" y2="${-44 + i * 5}" stroke="${lace}" stroke-width="6" stroke-linecap="round"/>`).join('')}
<circle cx="6" cy="-20" r="7" fill="${lace}" opacity="0.6"/>`,
  );
}

function runner(x: number, y: number, s: number, color: string, head: string) {
  const limb = (d: string, w = 22) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return g(
    at(x, y, s),
    `${limb('M0 -70 L-14 20', 30)}
${limb('M-4 -50 L36 -30 L62 -58')}
${limb('M-4 -50 L-42 -30 L-60 -2')}
${limb('M-14 20 L24 52 L10 100')}
${limb('M-14 20 L-48 60 L-88 56')}
<circle cx="10" cy="-108" r="30" fill="${head}"/>`,
  );
}

/** A small child mid-step, bigger head and shorter limbs than the runner. */
function toddler(x: number, y: number, s: number, color: string, head: string, shoes: string) {
  const limb = (d: string, w = 20, c = color) => `<path d="${d}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return g(
    at(x, y, s),
    `${limb('M0 -40 L0 30', 44)}
${limb('M-4 -30 L-40 4')}${limb('M4 -30 L36 -2')}
${limb('M-6 30 L-26 92')}${limb('M6 30 L30 88')}
<ellipse cx="-20" cy="96" rx="22" ry="11" fill="${shoes}"/><ellipse cx="38" cy="92" rx="22" ry="11" fill="${shoes}"/>
<circle cx="0" cy="-84" r="38" fill="${head}"/>`,
  );
}

function calendar(x: number, y: number, s: number, p: Palette, marked: number[]) {
  const cells: string[] = [];
  for (let row = 0; row < 4; row += 1)
    for (let col = 0; col < 5; col += 1) {
      const i = row * 5 + col;
      const cx = -100 + col * 50;
      const cy = -20 + row * 46;
      const on = marked.includes(i);
      cells.push(`<rect x="${cx - 17}" y="${cy - 15}" width="34" height="30" rx="8" fill="${on ? p.accent : p.blob}" opacity="${on ? 0.95 : 0.35}"/>`);
    }
  return g(
    at(x, y, s),
    `<rect x="-140" y="-110" width="280" height="270" rx="26" fill="${C.white}"/>
<path d="M-140 -84 Q-140 -110 -114 -110 L114 -110 Q140 -110 140 -84 L140 -56 L-140 -56 Z" fill="${p.accent}"/>
<rect x="-78" y="-130" width="16" height="44" rx="8" fill="${p.ink}"/><rect x="62" y="-130" width="16" height="44" rx="8" fill="${p.ink}"/>
${cells.join('')}`,
  );
}

function clipboard(x: number, y: number, s: number, p: Palette, checked: number) {
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const ry = -70 + i * 62;
      const tick = i < checked ? `<path d="M-98 ${ry} l10 10 l20 -22" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` : '';
      return `<rect x="-112" y="${ry - 20}" width="44" height="40" rx="10" fill="${i < checked ? p.accent : p.blob}" opacity="${i < checked ? 1 : 0.5}"/>${tick}
<rect x="-50" y="${ry - 9}" width="${150 - (i % 2) * 40}" height="18" rx="9" fill="${p.blob}" opacity="0.55"/>`;
    })
    .join('');
  return g(at(x, y, s), `<rect x="-150" y="-150" width="300" height="340" rx="28" fill="${C.white}"/><rect x="-56" y="-172" width="112" height="46" rx="18" fill="${p.ink}"/>${rows}`);
}

function magnifier(x: number, y: number, s: number, ring: string, glass: string, glassOpacity = 0.55) {
  return g(
    at(x, y, s),
    `<line x1="70" y1="70" x2="150" y2="150" stroke="${ring}" stroke-width="34" stroke-linecap="round"/>
<circle cx="0" cy="0" r="100" fill="${glass}" opacity="${glassOpacity}"/>
<circle cx="0" cy="0" r="100" fill="none" stroke="${ring}" stroke-width="22"/>`,
  );
}

/** A clock face; `ring` draws a band of `ringHours` out of 24 round it, the rest in `restColor`. */
function clock(x: number, y: number, r: number, face: string, rim: string, hand: string, ring?: { color: string; rest: string; hours: number }) {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    const inner = r * (i % 3 === 0 ? 0.72 : 0.8);
    return `<line x1="${r1(x + Math.sin(a) * inner)}" y1="${r1(y - Math.cos(a) * inner)}" x2="${r1(x + Math.sin(a) * r * 0.88)}" y2="${r1(y - Math.cos(a) * r * 0.88)}" stroke="${rim}" stroke-width="${r1(r * 0.045)}" stroke-linecap="round" opacity="0.6"/>`;
  }).join('');
  let band = '';
  if (ring) {
    const rr = r * 1.2;
    const circ = 2 * Math.PI * rr;
    const on = (circ * ring.hours) / 24;
    band = `<circle cx="${x}" cy="${y}" r="${r1(rr)}" fill="none" stroke="${ring.rest}" stroke-width="${r1(r * 0.16)}"/>
<circle cx="${x}" cy="${y}" r="${r1(rr)}" fill="none" stroke="${ring.color}" stroke-width="${r1(r * 0.16)}" stroke-dasharray="${r1(on)} ${r1(circ)}" transform="rotate(-90 ${x} ${y})"/>`;
  }
  return `${band}<circle cx="${x}" cy="${y}" r="${r}" fill="${face}"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${rim}" stroke-width="${r1(r * 0.07)}"/>${ticks}
<line x1="${x}" y1="${y}" x2="${r1(x - r * 0.38)}" y2="${r1(y - r * 0.22)}" stroke="${hand}" stroke-width="${r1(r * 0.07)}" stroke-linecap="round"/>
<line x1="${x}" y1="${y}" x2="${r1(x + r * 0.32)}" y2="${r1(y - r * 0.56)}" stroke="${hand}" stroke-width="${r1(r * 0.05)}" stroke-linecap="round"/>
<circle cx="${x}" cy="${y}" r="${r1(r * 0.06)}" fill="${hand}"/>`;
}

/** A small clinic building with a heart sign over the door; about 400 x 360. */
function clinic(x: number, y: number, s: number, wall: string, roof: string, glass: string, door: string) {
  const windows = [-130, -60, 60, 130]
    .flatMap((wx) => [-10, 70].map((wy) => `<rect x="${wx - 26}" y="${wy}" width="52" height="52" rx="10" fill="${glass}" opacity="0.75"/>`))
    .join('');
  return g(
    at(x, y, s),
    `<rect x="-190" y="-60" width="380" height="240" rx="16" fill="${wall}"/>
<path d="M-214 -52 L-160 -130 L160 -130 L214 -52 Z" fill="${roof}"/>
<circle cx="0" cy="-90" r="46" fill="${wall}"/>${heart(0, -92, 0.9, C.coral)}
${windows}
<path d="M-40 180 L-40 70 Q-40 46 -16 46 L16 46 Q40 46 40 70 L40 180 Z" fill="${door}"/>
<rect x="-230" y="172" width="460" height="18" rx="9" fill="${roof}" opacity="0.5"/>`,
  );
}

/** A lower leg and foot from the side, toe to the right; `calf` is how far the calf bulges, `footLen` the foot. */
function lowerLeg(x: number, y: number, s: number, calf: number, footLen: number, skin: string, shade: string) {
  const d = `M-32 -240 L32 -240 C34 -170 30 -60 24 30 L24 52 C60 56 ${footLen - 30} 62 ${footLen} 80 C${footLen + 14} 88 ${footLen + 10} 104 ${footLen - 6} 104 L-30 104 C-46 104 -50 86 -42 60 L-38 30 C${-40 - calf * 0.5} -30 ${-34 - calf * 1.35} -150 -32 -240 Z`;
  return g(at(x, y, s), `<path d="${d}" fill="${skin}"/><path d="M-44 92 L${footLen - 4} 92 L${footLen - 6} 104 L-30 104 C-40 104 -45 99 -44 92 Z" fill="${shade}" opacity="0.35"/>`);
}

/** A plump pillow, about 400 x 120. */
function pillow(x: number, y: number, s: number, fill: string, seam: string) {
  return g(
    at(x, y, s),
    `<path d="M-200 0 C-204 -54 -150 -62 0 -60 C150 -62 204 -54 200 0 C204 54 150 62 0 60 C-150 62 -204 54 -200 0 Z" fill="${fill}"/>
<path d="M-170 0 C-120 -8 120 -8 170 0" fill="none" stroke="${seam}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.7"/>`,
  );
}

function umbrella(x: number, y: number, s: number, rot: number, canopy: string, handle: string, stick = 150) {
  return g(
    at(x, y, s, rot),
    `<path d="M0 -130 L0 ${stick} Q0 ${stick + 34} -30 ${stick + 34} Q-56 ${stick + 34} -56 ${stick + 6}" fill="none" stroke="${handle}" stroke-width="14" stroke-linecap="round"/>
<path d="M-190 0 C-186 -104 -100 -146 0 -146 C100 -146 186 -104 190 0 Q143 -36 95 0 Q48 -36 0 0 Q-48 -36 -95 0 Q-143 -36 -190 0 Z" fill="${canopy}"/>
<path d="M0 -146 C-44 -110 -56 -50 -48 -16 M0 -146 C44 -110 56 -50 48 -16" fill="none" stroke="${C.white}" stroke-width="5" opacity="0.5"/>`,
  );
}

function sponge(x: number, y: number, s: number, fill: string, hole: string) {
  return g(
    at(x, y, s, -8),
    `<rect x="-80" y="-44" width="160" height="88" rx="26" fill="${fill}"/>
${[[-44, -14, 9], [-6, 12, 7], [34, -18, 8], [48, 16, 6], [-40, 20, 5], [8, -22, 5]].map(([hx, hy, hr]) => `<circle cx="${hx}" cy="${hy}" r="${hr}" fill="${hole}" opacity="0.55"/>`).join('')}`,
  );
}

function thermometer(x: number, y: number, s: number, tube: string, level: string, rim: string) {
  return g(
    at(x, y, s, 12),
    `<rect x="-24" y="-150" width="48" height="230" rx="24" fill="${tube}" stroke="${rim}" stroke-width="6"/>
<circle cx="0" cy="100" r="44" fill="${level}" stroke="${rim}" stroke-width="6"/>
<rect x="-11" y="-70" width="22" height="170" rx="11" fill="${level}"/>
${[-110, -80, -50, -20].map((ty) => `<line x1="8" y1="${ty}" x2="20" y2="${ty}" stroke="${rim}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`).join('')}`,
  );
}

/** An amber "take note" badge: a bar and a dot drawn as shapes (not a font glyph). */
function noticeBadge(x: number, y: number, r: number, fill: string) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
<rect x="${r1(x - r * 0.11)}" y="${r1(y - r * 0.58)}" width="${r1(r * 0.22)}" height="${r1(r * 0.7)}" rx="${r1(r * 0.11)}" fill="${C.white}"/>
<circle cx="${x}" cy="${r1(y + r * 0.4)}" r="${r1(r * 0.13)}" fill="${C.white}"/>`;
}

function phone(x: number, y: number, s: number, body: string, screen: string) {
  return g(
    at(x, y, s, -8),
    `<rect x="-100" y="-180" width="200" height="360" rx="34" fill="${body}"/>
<rect x="-82" y="-150" width="164" height="290" rx="18" fill="${screen}"/>
<rect x="-28" y="-168" width="56" height="8" rx="4" fill="${screen}" opacity="0.6"/>
<circle cx="0" cy="160" r="10" fill="${screen}" opacity="0.7"/>
${heart(0, -10, 1.1, C.coral)}
${[0, 1, 2].map((i) => `<path d="M${54 + i * 22} ${-96 - i * 6} q${14 + i * 6} 20 0 ${40 + i * 12}" fill="none" stroke="${C.teal}" stroke-width="7" stroke-linecap="round" opacity="${(0.9 - i * 0.25).toFixed(2)}"/>`).join('')}`,
  );
}

function bathTub(x: number, y: number, s: number, tub: string, water: string) {
  return g(
    at(x, y, s),
    `<path d="M-70 -10 L70 -10 L62 30 Q58 46 40 46 L-40 46 Q-58 46 -62 30 Z" fill="${tub}"/>
<rect x="-78" y="-18" width="156" height="14" rx="7" fill="${tub}"/>
<circle cx="-30" cy="-32" r="13" fill="${water}"/><circle cx="0" cy="-42" r="17" fill="${water}"/><circle cx="30" cy="-30" r="11" fill="${water}"/>
<rect x="-50" y="44" width="10" height="14" rx="4" fill="${tub}"/><rect x="40" y="44" width="10" height="14" rx="4" fill="${tub}"/>`,
  );
}

function shoeBox(x: number, y: number, s: number, box: string, lid: string) {
  return g(at(x, y, s), `<rect x="-130" y="-40" width="260" height="110" rx="10" fill="${box}"/><rect x="-140" y="-58" width="280" height="34" rx="10" fill="${lid}"/><rect x="-40" y="0" width="80" height="34" rx="8" fill="${C.white}" opacity="0.5"/>`);
}

function tapeMeasure(x: number, y: number, s: number, casing: string, tape: string, tick: string) {
  const ticks = Array.from({ length: 12 }, (_, i) => `<line x1="${-20 - i * 24}" y1="46" x2="${-20 - i * 24}" y2="${i % 2 ? 60 : 68}" stroke="${tick}" stroke-width="4" stroke-linecap="round"/>`).join('');
  return g(
    at(x, y, s),
    `<rect x="-300" y="40" width="300" height="40" rx="6" fill="${tape}"/>${ticks}
<rect x="-80" y="-80" width="160" height="160" rx="48" fill="${casing}"/>
<circle cx="0" cy="0" r="44" fill="${C.white}" opacity="0.7"/><circle cx="0" cy="0" r="16" fill="${casing}"/>`,
  );
}

// ---------------------------------------------------------------- scenes
type Scene = { palette: Palette; draw: (p: Palette) => string };

const bootColours = { boot: C.teal, sole: C.tealDeep, ankle: C.white, toe: C.white, hole: C.tealMist };

const scenes: Record<string, Scene> = {
  // ---- putting on boots and bar
  'boots-and-bar': {
    palette: palettes.warm,
    draw: (p) =>
      `${hills(p)}<ellipse cx="640" cy="340" rx="390" ry="230" fill="${C.white}" opacity="0.5"/>
${bootsAndBar(640, 310, 1.25, C.teal, C.white, C.tealDeep)}
${sparkle(260, 150, 1.3, C.sun)}${sparkle(1030, 130, 1.0, C.sun)}${heart(1090, 430, 0.9, C.coral)}${heart(190, 440, 0.6, p.accent, 0.8)}`,
  },
  socks: {
    palette: palettes.blush,
    draw: (p) =>
      `${hills(p)}<circle cx="620" cy="330" r="240" fill="${C.white}" opacity="0.55"/>
${sock(500, 320, 1.15, -6, C.white, C.teal)}${sock(760, 350, 1.0, 4, C.white, C.blueSoft)}
${[0, 1, 2].map((i) => `<path d="M${300 + i * 4} ${220 + i * 44} q30 -14 60 0" fill="none" stroke="${p.accent}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>`).join('')}
${sparkle(1010, 170, 1.2, C.sun)}${sparkle(960, 460, 0.8, C.sun)}${heart(230, 470, 0.8, C.coral, 0.85)}`,
  },
  'heel-down': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p)}<circle cx="620" cy="360" r="250" fill="${C.white}" opacity="0.5"/>
${sockLeg(620, 430, 1.25, C.white, C.peach)}${braceBoot(620, 430, 1.25, bootColours)}
${chevronsDown(420, 190, 1.3, p.ink)}${sparkle(1020, 170, 1.2, C.sun)}${heart(1060, 450, 0.8, C.coral, 0.85)}`,
  },
  straps: {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p)}<ellipse cx="640" cy="370" rx="330" ry="220" fill="${C.white}" opacity="0.5"/>
${sockLeg(600, 440, 1.35, C.white, C.peach)}${braceBoot(600, 440, 1.35, { ...bootColours, ankle: C.coral, toe: C.blush })}
${stepDot(560, 225, 38, C.coral, 1)}${stepDot(760, 310, 38, C.tealDeep, 2)}
${curvedArrow(596, 238, 686, 290, 30, p.ink, 7)}
${sparkle(1040, 160, 1.1, C.sun)}${heart(220, 200, 0.8, C.coral, 0.85)}`,
  },
  'heel-check': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p)}<circle cx="640" cy="360" r="250" fill="${C.white}" opacity="0.45"/>
${sockLeg(680, 420, 1.35, C.white, C.peach)}${braceBoot(680, 420, 1.35, bootColours)}
<circle cx="558" cy="458" r="22" fill="${C.white}"/>
${magnifier(558, 458, 0.95, C.tealDeep, C.white, 0.3)}
${badge(1010, 210, 62, C.teal)}${sparkle(270, 170, 1.2, C.sun)}${heart(1080, 470, 0.7, C.coral, 0.85)}`,
  },
  'bar-angles': {
    palette: palettes.dawn,
    draw: (p) => {
      const guide = (bx: number, turn: number) => {
        const a = (turn * Math.PI) / 180;
        const len = 250;
        const arcR = 170;
        const ex = bx + Math.sin(a) * arcR;
        const ey = -Math.cos(a) * arcR;
        return `<line x1="${bx}" y1="40" x2="${bx}" y2="${40 - len}" stroke="${p.ink}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round" opacity="0.5"/>
<line x1="${bx}" y1="40" x2="${r1(bx + Math.sin(a) * len)}" y2="${r1(40 - Math.cos(a) * len)}" stroke="${p.ink}" stroke-width="5" stroke-dasharray="4 14" stroke-linecap="round" opacity="0.5"/>
<path d="M${bx} ${40 - arcR} A${arcR} ${arcR} 0 0 ${turn > 0 ? 1 : 0} ${r1(ex)} ${r1(40 + ey)}" fill="none" stroke="${C.coral}" stroke-width="9" stroke-linecap="round"/>`;
      };
      return `${hills(p)}<ellipse cx="600" cy="360" rx="400" ry="230" fill="${C.white}" opacity="0.5"/>
${g(at(600, 330, 1.1), `${guide(-150, -32)}${guide(150, 32)}`)}
${bootsAndBar(600, 330, 1.1, C.teal, C.white, C.tealDeep, 32)}
${clipboard(1090, 260, 0.55, { ...p, accent: C.teal, blob: C.tealSoft }, 3)}${sparkle(170, 170, 1.1, C.sun)}`;
    },
  },

  // ---- caring for casts
  casts: {
    palette: palettes.warm,
    draw: (p) =>
      `${hills(p)}<circle cx="640" cy="340" r="250" fill="${C.white}" opacity="0.5"/>
${cast(540, 330, 1.05, -6, C.white, C.peach, C.blush, '#ea580c')}${cast(740, 350, 1.05, -6, C.white, C.teal, C.blush, C.tealDeep)}
${heart(260, 190, 1.0, C.coral, 0.9)}${sparkle(1030, 150, 1.3, C.sun)}${sparkle(1000, 460, 0.9, C.sun)}`,
  },
  pillow: {
    palette: palettes.blue,
    draw: (p) => {
      const leg = (dx: number, dy: number, op: number) =>
        `<g transform="translate(${dx} ${dy})" opacity="${op}"><path d="M500 450 L650 352 L850 356" fill="none" stroke="${C.blueSoft}" stroke-width="60" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M500 450 L650 352 L850 356" fill="none" stroke="${C.white}" stroke-width="52" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M500 450 L650 352 L850 356" fill="none" stroke="${C.peach}" stroke-width="52" stroke-dasharray="3 22" stroke-linejoin="round" opacity="0.5"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${884 + (i % 2) * 3}" cy="${334 + i * 9}" r="${r1(6 - i * 0.5)}" fill="${C.blush}"/>`).join('')}</g>`;
      return `${hills(p)}<ellipse cx="620" cy="500" rx="470" ry="66" fill="${C.white}" opacity="0.7"/>
${pillow(760, 420, 1.05, C.white, p.accent)}
${leg(-14, -22, 0.75)}
<ellipse cx="420" cy="452" rx="110" ry="52" fill="${C.teal}"/>
<circle cx="282" cy="432" r="56" fill="${C.peach}"/><circle cx="262" cy="420" r="6" fill="${p.ink}" opacity="0.25"/>
${leg(0, 0, 1)}
${clock(1100, 170, 62, C.white, p.ink, p.ink)}${heart(190, 170, 0.8, C.coral, 0.9)}${sparkle(880, 170, 1.0, C.sun)}`;
    },
  },
  'keep-dry': {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p)}<circle cx="600" cy="390" r="230" fill="${C.white}" opacity="0.45"/>
${cast(560, 430, 0.9, -6, C.white, C.peach, C.blush)}
${umbrella(610, 200, 1.0, -6, C.teal, p.ink, 40)}
${drop(340, 110, 0.8, C.blueSoft)}${drop(300, 250, 0.65, C.blueSoft)}${drop(880, 120, 0.75, C.blueSoft)}${drop(920, 270, 0.6, C.blueSoft)}
${sponge(1010, 460, 0.9, C.butter, C.sun)}${heart(190, 470, 0.8, C.coral, 0.85)}`,
  },
  'toes-check': {
    palette: palettes.blush,
    draw: (p) => {
      const toes = [
        [790, 300, 20],
        [806, 344, 17],
        [812, 384, 16],
        [808, 420, 14],
        [796, 452, 12],
      ]
        .map(([tx, ty, tr]) => `<circle cx="${tx}" cy="${ty}" r="${tr}" fill="${C.peach}"/><circle cx="${(tx ?? 0) + 4}" cy="${(ty ?? 0) - 4}" r="${r1((tr ?? 0) * 0.4)}" fill="${C.blush}"/>`)
        .join('');
      const wiggle = [0, 1]
        .map((i) => `<path d="M${870 + i * 26} ${320 + i * 4} q16 56 0 112" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity="${0.7 - i * 0.25}"/>`)
        .join('');
      return `${hills(p)}
<path d="M-20 250 L690 250 Q790 250 790 376 Q790 500 690 500 L-20 500 Z" fill="${p.accent}" opacity="0.35"/>
<path d="M-20 262 L684 262 Q776 262 776 376 Q776 488 684 488 L-20 488 Z" fill="${C.white}"/>
${Array.from({ length: 17 }, (_, i) => `<line x1="${20 + i * 40}" y1="270" x2="${20 + i * 40}" y2="480" stroke="${C.peach}" stroke-width="4" opacity="0.35"/>`).join('')}
${toes}${wiggle}
${magnifier(800, 376, 1.35, C.tealDeep, C.white, 0.22)}
${sun(1120, 130, 42, C.sun)}${heart(180, 140, 0.9, C.coral, 0.9)}${sparkle(420, 150, 1.0, C.sun)}`;
    },
  },
  warning: {
    palette: palettes.warm,
    draw: (p) =>
      `${hills(p)}<circle cx="640" cy="330" r="200" fill="${C.white}"/>
<circle cx="640" cy="330" r="200" fill="none" stroke="${C.amber}" stroke-width="30"/>
${foot(640, 336, 1.9, 8, C.coral, false, true)}
${thermometer(300, 320, 0.95, C.white, C.coral, p.ink)}
${noticeBadge(980, 220, 62, C.amber)}
${drop(960, 420, 1.0, C.blueSoft)}${sparkle(180, 140, 0.9, C.sun)}`,
  },
  'call-clinic': {
    palette: palettes.blue,
    draw: (p) =>
      `${hills(p)}${phone(400, 330, 0.95, p.ink, C.blueMist)}
${curvedArrow(540, 250, 700, 250, 60, C.teal, 9)}
${clinic(880, 320, 0.85, C.white, C.teal, C.blueSoft, p.ink)}
${sparkle(1140, 120, 1.0, C.sun)}${heart(170, 160, 0.7, C.coral, 0.85)}`,
  },

  // ---- the first week of bracing
  'calendar-weeks': {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p)}${calendar(420, 330, 1.2, p, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])}
${curvedArrow(620, 290, 760, 290, 50, p.ink, 9)}
${bootsAndBar(960, 330, 0.62, C.teal, C.white, C.tealDeep)}
${badge(1100, 160, 46, C.teal)}${heart(170, 150, 0.8, C.coral, 0.85)}${sparkle(760, 470, 1.0, C.sun)}`,
  },
  'clock-23-hours': {
    palette: palettes.dawn,
    draw: (p) => {
      const a = (-7.5 * Math.PI) / 180;
      return `${hills(p)}${clock(470, 350, 170, C.white, p.ink, p.ink, { color: C.teal, rest: C.sun, hours: 23 })}
${bathTub(470 + Math.sin(a) * 290, 350 - Math.cos(a) * 250, 0.62, C.white, C.blueSoft)}
${bootsAndBar(960, 360, 0.66, C.teal, C.white, C.tealDeep)}
${heart(1100, 160, 0.8, C.coral, 0.9)}${sparkle(800, 160, 1.0, C.sun)}`;
    },
  },
  'nights-and-naps': {
    palette: palettes.night,
    draw: (p) => {
      const r = seq('nights-and-naps');
      const stars = Array.from({ length: 16 }, () => sparkle(Math.round(r() * 1230 + 25), Math.round(r() * 250 + 30), 0.3 + r() * 0.5, p.soft, 0.8)).join('');
      return `${stars}${moon(1070, 140, 1.3, C.butter)}
<path d="M190 720 L190 580 Q190 470 330 470 L950 470 Q1090 470 1090 580 L1090 720 Z" fill="#dbeafe" opacity="0.9"/>
<ellipse cx="640" cy="480" rx="410" ry="50" fill="#eff6ff"/>
${bootsAndBar(640, 360, 0.85, C.tealSoft, C.white, C.butter)}
${heart(210, 150, 0.7, C.blush, 0.9)}`;
    },
  },
  'comfort-cuddle': {
    palette: palettes.blush,
    draw: (p) =>
      `${hills(p)}<circle cx="620" cy="360" r="250" fill="${C.white}" opacity="0.5"/>
<path d="M420 740 Q420 440 620 440 Q820 440 820 740 Z" fill="${C.teal}"/><circle cx="620" cy="330" r="84" fill="${C.peach}"/>
<g transform="rotate(-10 650 520)"><ellipse cx="650" cy="520" rx="150" ry="60" fill="${C.cream}"/><path d="M520 500 Q650 470 780 500" fill="none" stroke="${C.blush}" stroke-width="8" stroke-linecap="round"/></g>
<circle cx="790" cy="478" r="46" fill="${C.peach}"/>
${bootsAndBar(500, 548, 0.2, C.tealDeep, C.white, C.tealDeep)}
<path d="M470 590 Q640 640 820 540" fill="none" stroke="${C.tealDeep}" stroke-width="30" stroke-linecap="round" opacity="0.55"/>
${heart(860, 210, 0.9, C.coral, 0.9)}${heart(930, 140, 0.55, C.coral, 0.7)}${heart(380, 200, 0.6, p.accent, 0.7)}${sparkle(1080, 420, 1.0, C.sun)}`,
  },
  'play-kicking': {
    palette: palettes.dawn,
    draw: (p) => {
      // A baby on a play mat seen from above, kicking both legs together in the brace.
      const limb = (x1: number, y1: number, x2: number, y2: number, w: number) =>
        `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.peach}" stroke-width="${w}" stroke-linecap="round"/>`;
      const kick = (x: number, flip: number) =>
        [0, 1, 2].map((i) => `<path d="M${x + flip * i * 20} ${440 - i * 6} q${flip * 22} 40 0 ${80 + i * 12}" fill="none" stroke="${p.accent}" stroke-width="7" stroke-linecap="round" opacity="${(0.75 - i * 0.2).toFixed(2)}"/>`).join('');
      return `${hills(p)}<rect x="380" y="110" width="520" height="470" rx="70" fill="${C.butter}" opacity="0.85"/>
<rect x="410" y="140" width="460" height="410" rx="54" fill="none" stroke="${C.white}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>
${limb(590, 290, 500, 236, 26)}${limb(690, 290, 780, 236, 26)}
${limb(612, 390, 580, 470, 32)}${limb(668, 390, 700, 470, 32)}
<rect x="568" y="250" width="144" height="170" rx="62" fill="${C.teal}"/>
<circle cx="640" cy="196" r="62" fill="${C.peach}"/>
${g(at(640, 505, 1, 180), bootsAndBar(0, 0, 0.42, C.tealDeep, C.white, C.coral))}
${kick(510, -1)}${kick(770, 1)}
<circle cx="270" cy="300" r="46" fill="none" stroke="${C.coral}" stroke-width="16"/>${ball(1010, 450, 54, C.white, C.teal)}
${sparkle(1040, 180, 1.1, C.sun)}${heart(240, 470, 0.7, C.coral, 0.85)}`;
    },
  },
  'skin-check': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p)}<circle cx="560" cy="340" r="240" fill="${C.white}" opacity="0.5"/>
${foot(560, 330, 2.4, -6, C.peach, false, true)}
<circle cx="548" cy="440" r="24" fill="${C.coral}" opacity="0.35"/>
${magnifier(548, 440, 0.8, p.ink, C.white, 0.25)}
${clock(930, 220, 78, C.white, p.ink, p.ink)}${badge(1000, 440, 46, C.teal)}
${sparkle(230, 170, 1.1, C.sun)}${heart(250, 470, 0.7, C.coral, 0.85)}`,
  },

  // ---- an adult's story
  'baby-to-adult': {
    palette: palettes.sea,
    draw: (p) => {
      const steps = Array.from({ length: 8 }, (_, i) => {
        const t = i / 7;
        const x = 150 + t * 960;
        const y = 520 - t * 300 + Math.sin(t * Math.PI) * -40;
        const side = i % 2 ? 1 : -1;
        return foot(x + side * 8, y + side * 20, 0.32 + t * 0.5, 62, i % 2 ? C.tealDeep : p.accent, side < 0, i < 4);
      }).join('');
      return `${hills(p)}${sun(1090, 150, 56, C.butter)}${steps}${heart(230, 190, 0.8, C.coral, 0.85)}${sparkle(620, 170, 1.1, C.sun)}`;
    },
  },
  'adult-sport': {
    palette: palettes.dawn,
    draw: (p) =>
      `${hills(p)}${sun(1090, 140, 58, C.sun)}
${runner(600, 320, 1.65, C.teal, C.peach)}
${[0, 1, 2].map((i) => `<line x1="${300 - i * 12}" y1="${240 + i * 64}" x2="${420 - i * 12}" y2="${240 + i * 64}" stroke="${C.white}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>`).join('')}
${ball(900, 500, 56, C.white, C.coral)}${heart(180, 150, 0.7, C.coral, 0.8)}`,
  },
  'calf-compare': {
    palette: palettes.blue,
    draw: (p) =>
      `${hills(p)}<ellipse cx="640" cy="330" rx="380" ry="250" fill="${C.white}" opacity="0.5"/>
${lowerLeg(470, 370, 1.05, 8, 118, C.peach, p.ink)}${lowerLeg(790, 370, 1.05, 46, 150, C.peach, p.ink)}
<line x1="${r1(470 + 128 * 1.05)}" y1="380" x2="${r1(470 + 128 * 1.05)}" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 12" opacity="0.4"/>
<line x1="${r1(790 + 160 * 1.05)}" y1="380" x2="${r1(790 + 160 * 1.05)}" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 12" opacity="0.4"/>
${heart(1110, 160, 0.8, C.coral, 0.85)}${sparkle(200, 170, 1.1, C.sun)}`,
  },
  'morning-stiffness': {
    palette: palettes.dawn,
    draw: (p) =>
      `${sun(1060, 170, 64, C.sun)}${hills(p, 520)}
${lowerLeg(500, 370, 0.95, 26, 140, C.peach, p.ink)}
${curvedArrow(390, 440, 440, 300, -50, C.teal, 8)}${curvedArrow(700, 310, 690, 440, -40, C.teal, 8)}
<g transform="translate(830 430)"><rect x="-44" y="-50" width="88" height="96" rx="18" fill="${C.white}"/><path d="M44 -22 q38 0 38 26 q0 26 -38 26" fill="none" stroke="${C.white}" stroke-width="12"/><path d="M-12 -66 q-10 -16 0 -30 M12 -66 q-10 -16 0 -30" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity="0.8"/></g>
${heart(180, 150, 0.7, C.coral, 0.85)}${sparkle(1120, 170, 1.0, p.accent)}`,
  },
  clinic: {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p)}${tree(200, 420, 1.0, C.tealSoft, p.ink)}${tree(1090, 430, 0.85, C.teal, p.ink)}
${clinic(640, 320, 1.05, C.white, C.teal, C.blueSoft, p.ink)}
${person(470, 500, 0.8, C.blue, C.peach)}${person(810, 500, 0.8, C.tealDeep, C.peach)}
${sparkle(1080, 120, 1.0, C.sun)}${sparkle(220, 130, 0.8, C.sun)}`,
  },
  'adult-walking': {
    palette: palettes.sea,
    draw: (p) =>
      `${sun(1050, 150, 70, C.butter)}
<path d="M0 470 L280 250 L460 390 L690 190 L960 470 Z" fill="${C.teal}" opacity="0.35"/>
<path d="M600 470 L880 285 L1280 510 L1280 720 L600 720 Z" fill="${C.blue}" opacity="0.25"/>
${hills(p, 570)}
<path d="M150 720 C360 600 600 640 810 540 S1110 480 1200 430" fill="none" stroke="${C.white}" stroke-width="70" stroke-linecap="round" opacity="0.7"/>
${[0, 1, 2, 3, 4, 5].map((i) => foot(250 + i * 160, 660 - i * 42 - (i > 3 ? 20 : 0), 0.55 - (i % 2) * 0.07, 70 - i * 3, p.ink, i % 2 === 1)).join('')}
${heart(170, 130, 0.7, C.coral, 0.85)}`,
  },

  // ---- choosing shoes
  'shoes-pair': {
    palette: palettes.blush,
    draw: (p) =>
      `${hills(p)}<ellipse cx="640" cy="500" rx="460" ry="42" fill="${C.white}" opacity="0.6"/>
${shoe(290, 450, 2.15, C.teal, C.white, C.white)}${shoe(740, 462, 1.8, C.blue, C.white, C.white)}
${heart(1140, 150, 0.8, C.coral)}${sparkle(160, 140, 1.1, C.sun)}`,
  },
  measuring: {
    palette: palettes.warm,
    draw: (p) => {
      const ticks = Array.from({ length: 15 }, (_, i) => `<line x1="300" y1="${190 + i * 22}" x2="${i % 5 === 0 ? 340 : 326}" y2="${190 + i * 22}" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" opacity="0.45"/>`).join('');
      return `${hills(p)}<rect x="280" y="160" width="560" height="370" rx="30" fill="${C.white}"/>${ticks}
${foot(500, 380, 1.75, 0, C.teal, true)}${foot(680, 396, 1.5, 0, C.blue)}
<line x1="300" y1="${380 - 62 * 1.75 - 10}" x2="820" y2="${380 - 62 * 1.75 - 10}" stroke="${C.teal}" stroke-width="5" stroke-dasharray="8 12" stroke-linecap="round"/>
<line x1="300" y1="${396 - 62 * 1.5 - 10}" x2="820" y2="${396 - 62 * 1.5 - 10}" stroke="${C.blue}" stroke-width="5" stroke-dasharray="8 12" stroke-linecap="round"/>
${tapeMeasure(1080, 430, 0.8, C.amber, C.butter, p.ink)}${heart(1080, 180, 0.8, C.coral, 0.85)}${sparkle(170, 170, 1.1, C.sun)}`;
    },
  },
  'shoe-fit': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p)}<ellipse cx="640" cy="380" rx="400" ry="200" fill="${C.white}" opacity="0.5"/>
${shoe(380, 420, 3.2, C.blue, C.white, C.white)}
<ellipse cx="${380 + 122 * 3.2}" cy="${420 - 6 * 3.2}" rx="${46 * 3.2}" ry="${28 * 3.2}" fill="none" stroke="${C.coral}" stroke-width="7" stroke-dasharray="4 16" stroke-linecap="round"/>
<path d="M${380 - 10 * 3.2} ${420 - 40 * 3.2} L${380 + 16 * 3.2} ${420 - 44 * 3.2} L${380 + 16 * 3.2} ${420 + 12 * 3.2} L${380 - 10 * 3.2} ${420 + 12 * 3.2} Q${380 - 14 * 3.2} ${420 - 14 * 3.2} ${380 - 10 * 3.2} ${420 - 40 * 3.2} Z" fill="${C.blueDeep}" opacity="0.7"/>
${badge(310, 190, 44, C.teal)}${badge(1000, 230, 44, C.teal)}${sparkle(1120, 480, 1.0, C.sun)}${heart(170, 470, 0.7, C.coral, 0.85)}`,
  },
  'child-walking': {
    palette: palettes.dawn,
    draw: (p) =>
      `${hills(p)}${sun(1080, 140, 50, C.sun)}
${toddler(640, 380, 1.5, C.coral, C.peach, C.teal)}
${[0, 1, 2, 3].map((i) => foot(190 + i * 90, 560 - (i % 2) * 26, 0.4, 90, p.ink, i % 2 === 1, true)).join('')}
${ball(930, 520, 46, C.white, C.teal)}${heart(200, 160, 0.7, C.coral, 0.85)}`,
  },
  'two-pairs': {
    palette: palettes.blue,
    draw: (p) =>
      `${hills(p)}${shoeBox(420, 440, 1.0, C.tealSoft, C.teal)}${shoeBox(860, 440, 1.0, C.blueSoft, C.blue)}
${shoe(330, 360, 1.15, C.teal, C.white, C.white)}${shoe(780, 370, 0.95, C.blue, C.white, C.white)}
${curvedArrow(520, 230, 760, 230, 60, p.ink, 9)}
${heart(640, 520, 0.7, C.coral, 0.9)}${sparkle(1130, 160, 1.0, C.sun)}${sparkle(160, 170, 0.9, C.sun)}`,
  },
  'buddy-swap': {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p)}${person(270, 420, 1.5, C.teal, C.peach)}${person(1010, 420, 1.5, C.coral, C.peach)}
${shoe(500, 330, 1.25, C.teal, C.white, C.white)}${shoe(600, 460, 1.0, C.coral, C.white, C.white)}
${curvedArrow(470, 240, 800, 240, 70, p.ink, 9)}${curvedArrow(800, 540, 470, 540, 70, p.ink, 9)}
${heart(640, 140, 1.1, C.coral)}${sparkle(1140, 150, 0.9, C.sun)}`,
  },
};

/** The scene keys the generator can draw; an unknown key gets a gentle footprints scene. */
export const demoSceneNames: readonly string[] = Object.keys(scenes);

function fallbackScene(): Scene {
  return {
    palette: palettes.teal,
    draw: (p) => `${hills(p)}${Array.from({ length: 8 }, (_, i) => foot(180 + i * 130, 520 - i * 42 + (i % 2) * 22, 0.9, 70, p.accent, i % 2 === 1, true)).join('')}${heart(1100, 470, 0.9, C.coral)}`,
  };
}

/** The SVG for one scene (1280 x 720, shapes only: no text elements). */
export function demoSceneSvg(scene: string): string {
  const s = scenes[scene] ?? fallbackScene();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${background(s.palette, scene)}${s.draw(s.palette)}</svg>`;
}

// ---------------------------------------------------------------- encoding
/**
 * Writes `outFile`: H.264 (yuv420p) and a silent AAC track in an MP4 with faststart, 1280x720 at 12 fps,
 * exactly `durationSeconds` long. Each slide's scene is held for its time and fades in over the slide
 * before it. Scratch files go in a folder under `workDir` and are removed afterwards.
 */
export async function renderDemoVideo(video: DemoVideo, outFile: string, workDir: string): Promise<void> {
  const duration = video.durationSeconds;
  const slides = [...video.slides].sort((a, b) => a.from - b.from);
  const inOrder = slides.every((s, i) => s.to > s.from && (i === 0 ? s.from === 0 : s.from === slides[i - 1]?.to));
  if (!slides.length || !inOrder || slides.at(-1)?.to !== duration) {
    throw new Error(`${video.slug}: slides must run back to back from 0 to ${duration} s`);
  }

  const dir = path.join(workDir, `demo-video-${video.slug}`);
  await fs.mkdir(dir, { recursive: true });
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  try {
    const pngs = await Promise.all(
      slides.map(async (slide, i) => {
        const file = path.join(dir, `${i}-${slide.scene}.png`);
        await sharp(Buffer.from(demoSceneSvg(slide.scene))).png({ compressionLevel: 1 }).toFile(file);
        return file;
      }),
    );

    // Input 0 is a plain base as long as the video, input 1 silence, then one still per slide. Each still is
    // decoded once and repeated for its slide (plus the fade into the next one), shifted to its start, faded
    // in over what is underneath and laid over the base; after its end, overlay passes the base through.
    const last = slides.length - 1;
    const filters: string[] = ['[0:v]format=yuv420p[b0]'];
    slides.forEach((slide, i) => {
      const frames = Math.max(1, Math.round((slide.to - slide.from + (i < last ? CROSSFADE : 0)) * FPS));
      const fade = i > 0 ? `,fade=t=in:st=${slide.from}:d=${CROSSFADE}:alpha=1` : '';
      filters.push(`[${i + 2}:v]format=yuva420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${FPS}*TB)+${slide.from}/TB${fade}[s${i}]`);
      filters.push(`[b${i}][s${i}]overlay=eof_action=pass:format=yuv420${i === last ? ',format=yuv420p[v]' : `[b${i + 1}]`}`);
    });

    await runFfmpeg([
      '-f', 'lavfi', '-i', `color=c=0xfff7ed:s=${W}x${H}:r=${FPS}:d=${duration}`,
      '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo',
      ...pngs.flatMap((file) => ['-i', file]),
      '-filter_complex', filters.join(';'),
      '-map', '[v]', '-map', '1:a', '-t', String(duration),
      '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '23',
      '-pix_fmt', 'yuv420p', '-r', String(FPS), '-g', String(FPS * 4),
      '-c:a', 'aac', '-b:a', '64k',
      '-metadata', `title=${video.title}`,
      '-movflags', '+faststart',
      outFile,
    ]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
