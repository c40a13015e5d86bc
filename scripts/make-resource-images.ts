/**
 * Draws one calm, text-free illustration per seed article and writes it as
 * client/public/images/resources/<slug>.jpg (1200x630, progressive JPEG, under 90 KB).
 *
 *   node --import tsx scripts/make-resource-images.ts
 *
 * Reads seedArticles, so images follow the articles: a new slug gets a generic footprints scene.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedArticles } from '../server/seed/content/resources';
import { at, bootsAndBar, C, foot, g, heart, hills, illustration, moon, type Palette, palettes, renderJpeg, rng, shoe, sparkle, sun } from './illustration-kit';

const W = 1200;
const H = 630;
const MAX_BYTES = 90 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'client/public/images/resources');

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
  return g(
    at(x, y, s),
    `<rect x="-150" y="-150" width="300" height="340" rx="28" fill="${C.white}"/>
<rect x="-56" y="-172" width="112" height="46" rx="18" fill="${p.ink}"/>${rows}`,
  );
}

function bubble(x: number, y: number, s: number, fill: string, dot: string, flip = false) {
  return g(
    `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`,
    `<rect x="-90" y="-55" width="180" height="110" rx="40" fill="${fill}"/>
<path d="M-40 48 L-70 92 L-8 52 Z" fill="${fill}"/>
${[-40, 0, 40].map((dx) => `<circle cx="${dx}" cy="0" r="11" fill="${dot}"/>`).join('')}`,
  );
}

function globe(x: number, y: number, r: number, p: Palette) {
  return `<defs><clipPath id="globe"><circle cx="${x}" cy="${y}" r="${r}"/></clipPath></defs>
<circle cx="${x}" cy="${y}" r="${r + 16}" fill="${C.white}" opacity="0.5"/>
<circle cx="${x}" cy="${y}" r="${r}" fill="${C.blueSoft}"/>
<g clip-path="url(#globe)">
<ellipse cx="${x - r * 0.35}" cy="${y - r * 0.3}" rx="${r * 0.42}" ry="${r * 0.3}" fill="${C.tealSoft}" transform="rotate(-20 ${x} ${y})"/>
<ellipse cx="${x + r * 0.45}" cy="${y + r * 0.25}" rx="${r * 0.32}" ry="${r * 0.46}" fill="${C.tealSoft}" transform="rotate(15 ${x} ${y})"/>
<ellipse cx="${x - r * 0.3}" cy="${y + r * 0.62}" rx="${r * 0.3}" ry="${r * 0.16}" fill="${C.tealSoft}"/>
<ellipse cx="${x}" cy="${y}" rx="${r * 0.45}" ry="${r}" fill="none" stroke="${C.white}" stroke-width="4" opacity="0.6"/>
<line x1="${x - r}" y1="${y}" x2="${x + r}" y2="${y}" stroke="${C.white}" stroke-width="4" opacity="0.6"/>
<line x1="${x}" y1="${y - r}" x2="${x}" y2="${y + r}" stroke="${C.white}" stroke-width="4" opacity="0.6"/>
</g>
<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${p.ink}" stroke-width="6" opacity="0.25"/>`;
}

function magnifier(x: number, y: number, s: number, ring: string, glass: string) {
  return g(
    at(x, y, s),
    `<line x1="70" y1="70" x2="150" y2="150" stroke="${ring}" stroke-width="34" stroke-linecap="round"/>
<circle cx="0" cy="0" r="100" fill="${glass}" opacity="0.55"/>
<circle cx="0" cy="0" r="100" fill="none" stroke="${ring}" stroke-width="22"/>`,
  );
}

function suitcase(x: number, y: number, s: number, body: string, trim: string) {
  return g(
    at(x, y, s),
    `<path d="M-40 -110 L-40 -140 Q-40 -156 -24 -156 L24 -156 Q40 -156 40 -140 L40 -110" fill="none" stroke="${trim}" stroke-width="14"/>
<rect x="-130" y="-112" width="260" height="200" rx="30" fill="${body}"/>
<rect x="-78" y="-112" width="22" height="200" fill="${trim}" opacity="0.7"/><rect x="56" y="-112" width="22" height="200" fill="${trim}" opacity="0.7"/>
<circle cx="-84" cy="104" r="14" fill="${trim}"/><circle cx="84" cy="104" r="14" fill="${trim}"/>`,
  );
}

function plane(x: number, y: number, s: number, rot: number, fill: string) {
  return g(
    at(x, y, s, rot),
    `<path d="M-90 0 Q-90 -14 -70 -14 L80 -14 Q110 -14 116 0 Q110 14 80 14 L-70 14 Q-90 14 -90 0 Z" fill="${fill}"/>
<path d="M-10 -12 L-50 -80 L-24 -80 L40 -12 Z" fill="${fill}"/><path d="M-10 12 L-50 80 L-24 80 L40 12 Z" fill="${fill}"/>
<path d="M-74 -10 L-92 -46 L-76 -46 L-50 -10 Z" fill="${fill}"/>`,
  );
}

function school(x: number, y: number, s: number, p: Palette) {
  return g(
    at(x, y, s),
    `<rect x="-170" y="-60" width="340" height="220" rx="14" fill="${C.white}"/>
<path d="M-200 -50 L0 -170 L200 -50 Z" fill="${p.accent}"/>
<circle cx="0" cy="-86" r="30" fill="${C.white}"/><circle cx="0" cy="-86" r="18" fill="${p.blob}"/>
<path d="M-44 160 L-44 60 Q-44 20 0 20 Q44 20 44 60 L44 160 Z" fill="${p.ink}" opacity="0.8"/>
<rect x="-140" y="-20" width="70" height="60" rx="10" fill="${p.blob}" opacity="0.7"/><rect x="70" y="-20" width="70" height="60" rx="10" fill="${p.blob}" opacity="0.7"/>
<rect x="-140" y="70" width="70" height="60" rx="10" fill="${p.blob}" opacity="0.7"/><rect x="70" y="70" width="70" height="60" rx="10" fill="${p.blob}" opacity="0.7"/>
<line x1="0" y1="-170" x2="0" y2="-240" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>
<path d="M4 -240 L70 -222 L4 -204 Z" fill="${C.coral}"/>`,
  );
}

function backpack(x: number, y: number, s: number, body: string, trim: string) {
  return g(
    at(x, y, s),
    `<path d="M-40 -96 Q-40 -126 0 -126 Q40 -126 40 -96" fill="none" stroke="${trim}" stroke-width="14"/>
<rect x="-80" y="-100" width="160" height="200" rx="50" fill="${body}"/>
<rect x="-54" y="10" width="108" height="66" rx="20" fill="${trim}" opacity="0.8"/>
<rect x="-30" y="-70" width="60" height="12" rx="6" fill="${trim}"/>`,
  );
}

function person(x: number, y: number, s: number, body: string, head: string) {
  return g(at(x, y, s), `<path d="M-60 120 Q-60 10 0 10 Q60 10 60 120 Z" fill="${body}"/><circle cx="0" cy="-40" r="42" fill="${head}"/>`);
}

function ball(x: number, y: number, r: number, fill: string, line: string) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
<path d="M${x - r} ${y} Q${x} ${y - r * 0.6} ${x + r} ${y}" fill="none" stroke="${line}" stroke-width="5"/>
<path d="M${x} ${y - r} Q${x + r * 0.6} ${y} ${x} ${y + r}" fill="none" stroke="${line}" stroke-width="5"/>`;
}

function drop(x: number, y: number, s: number, fill: string) {
  return g(at(x, y, s), `<path d="M0 -40 C16 -16 26 -2 26 14 A26 26 0 0 1 -26 14 C-26 -2 -16 -16 0 -40 Z" fill="${fill}"/>`);
}

function badge(x: number, y: number, r: number, fill: string) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>
<path d="M${x - r * 0.42} ${y + r * 0.02} l${r * 0.28} ${r * 0.3} l${r * 0.55} ${-r * 0.58}" fill="none" stroke="${C.white}" stroke-width="${r * 0.2}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Alternating left and right footprints along a gentle curve from (x0,y0) to (x1,y1). */
function trail(x0: number, y0: number, x1: number, y1: number, steps: number, s: number, fill: string, bend = 60, baby = false) {
  const out: string[] = [];
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI + 90;
  for (let i = 0; i < steps; i += 1) {
    const t = steps === 1 ? 0 : i / (steps - 1);
    const side = i % 2 ? 1 : -1;
    const nx = -(y1 - y0);
    const ny = x1 - x0;
    const len = Math.hypot(nx, ny) || 1;
    const curve = Math.sin(t * Math.PI) * bend;
    const x = x0 + (x1 - x0) * t + (nx / len) * (side * 26 * s + curve);
    const y = y0 + (y1 - y0) * t + (ny / len) * (side * 26 * s + curve);
    out.push(foot(x, y, s, angle, fill, side < 0, baby));
  }
  return out.join('');
}

// ---------------------------------------------------------------- scenes
type Scene = { palette: Palette; draw: (p: Palette) => string };

const scenes: Record<string, Scene> = {
  'what-is-clubfoot': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p, 540)}<circle cx="600" cy="300" r="220" fill="${C.white}" opacity="0.55"/>
${foot(520, 300, 2.0, -8, p.accent, true, true)}${foot(680, 300, 2.0, 8, C.tealDeep, false, true)}
${heart(600, 110, 1.0, C.coral, 0.9)}${sparkle(300, 170, 1.4, C.sun)}${sparkle(920, 420, 1.1, C.sun)}${sparkle(960, 150, 0.8, p.soft)}`,
  },
  'your-first-clinic-visit-questions': {
    palette: palettes.blue,
    draw: (p) =>
      `${hills(p, 560)}${clipboard(470, 320, 1.15, p, 2)}
${bubble(820, 210, 1.05, C.white, p.accent)}${bubble(880, 400, 0.85, p.accent, C.white, true)}
${heart(250, 170, 0.9, C.coral, 0.85)}${sparkle(1060, 110, 1.1, C.sun)}`,
  },
  'clubfoot-around-the-world': {
    palette: palettes.sea,
    draw: (p) =>
      `<ellipse cx="600" cy="315" rx="420" ry="170" fill="none" stroke="${C.white}" stroke-width="6" stroke-dasharray="4 22" stroke-linecap="round" opacity="0.9"/>
${globe(600, 315, 190, p)}
${foot(215, 300, 0.6, 160, p.ink, false, true)}${foot(245, 360, 0.6, 170, p.ink, true, true)}
${foot(960, 260, 0.6, 10, p.ink, true, true)}${foot(990, 320, 0.6, 0, p.ink, false, true)}
${heart(600, 70, 0.8, C.coral)}${sparkle(1080, 520, 1.2, C.sun)}${sparkle(120, 110, 1, C.sun)}`,
  },
  'the-ponseti-method-step-by-step': {
    palette: palettes.dawn,
    draw: (p) => {
      const steps = [0, 1, 2, 3, 4]
        .map((i) => {
          const x = 170 + i * 180;
          const baseY = 520 - i * 40;
          return `<rect x="${x - 86}" y="${baseY}" width="172" height="200" rx="18" fill="${i === 4 ? C.teal : C.tealSoft}" opacity="${0.35 + i * 0.1}"/>
${cast(x - 22, baseY - 104, 0.62, -28 + i * 7, C.white, i % 2 ? C.teal : C.peach, C.coral, i % 2 ? C.tealDeep : '#ea580c')}`;
        })
        .join('');
      return `${steps}${sparkle(1100, 120, 1.5, C.sun)}${sparkle(1020, 70, 0.8, C.teal)}${heart(120, 120, 0.8, p.accent, 0.8)}`;
    },
  },
  'caring-for-casts-and-warning-signs': {
    palette: palettes.warm,
    draw: (p) =>
      `${hills(p, 550)}<circle cx="540" cy="320" r="230" fill="${C.white}" opacity="0.5"/>
${cast(500, 330, 1.15, -8, C.white, C.peach, C.blush)}
${badge(860, 200, 70, C.teal)}${drop(880, 400, 1.3, C.blueSoft)}${drop(960, 450, 0.8, C.blueSoft)}
${heart(240, 180, 1.0, C.coral, 0.9)}${sparkle(230, 430, 1, C.sun)}`,
  },
  'preparing-for-the-achilles-tenotomy': {
    palette: palettes.sea,
    draw: (p) =>
      `${hills(p, 560)}${calendar(380, 300, 1.15, p, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])}
${foot(800, 310, 1.8, 12, p.accent, false, true)}
<rect x="700" y="430" width="110" height="44" rx="22" fill="${C.peach}" transform="rotate(-18 755 452)"/>
<rect x="735" y="436" width="40" height="32" rx="6" fill="${C.cream}" transform="rotate(-18 755 452)"/>
${heart(1010, 170, 0.9, C.coral)}${sparkle(1040, 460, 1.1, C.sun)}`,
  },
  'recognising-relapse': {
    palette: palettes.teal,
    draw: (p) =>
      `${hills(p, 560)}${trail(120, 520, 1080, 170, 9, 0.75, p.accent, 50, true)}
${magnifier(700, 300, 1.0, C.tealDeep, C.white)}${foot(700, 300, 0.9, 30, C.tealDeep, true, true)}
${sparkle(220, 130, 1.2, C.sun)}${heart(1060, 460, 0.8, C.coral, 0.85)}`,
  },
  'boots-and-bar-bracing-tips': {
    palette: palettes.warm,
    draw: (p) =>
      `${hills(p, 560)}<ellipse cx="600" cy="330" rx="360" ry="220" fill="${C.white}" opacity="0.5"/>
${bootsAndBar(600, 300, 1.15, C.teal, C.white, C.tealDeep)}
${sparkle(250, 150, 1.3, C.sun)}${sparkle(960, 130, 1.0, C.sun)}${heart(1020, 420, 0.9, C.coral)}${heart(180, 430, 0.6, p.accent, 0.8)}`,
  },
  'bracing-through-the-toddler-years': {
    palette: palettes.night,
    draw: (p) => {
      const r = rng('stars');
      const stars = Array.from({ length: 16 }, () => sparkle(Math.round(r() * 1150 + 25), Math.round(r() * 260 + 30), 0.3 + r() * 0.5, p.soft, 0.8)).join('');
      return `${stars}${moon(1000, 140, 1.3, C.butter)}
<path d="M160 560 Q160 430 300 430 L900 430 Q1040 430 1040 560 Z" fill="#dbeafe" opacity="0.9"/>
<ellipse cx="600" cy="450" rx="400" ry="50" fill="#eff6ff"/>
${bootsAndBar(600, 330, 0.85, C.tealSoft, C.white, C.butter)}
${heart(210, 140, 0.7, C.blush, 0.9)}`;
    },
  },
  'finding-shoes-for-two-foot-sizes': {
    palette: palettes.blush,
    draw: (p) =>
      `${hills(p, 540)}<ellipse cx="600" cy="470" rx="440" ry="40" fill="${C.white}" opacity="0.6"/>
${shoe(280, 420, 2.05, C.teal, C.white, C.white)}${shoe(700, 432, 1.7, C.blue, C.white, C.white)}
<line x1="260" y1="170" x2="260" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 14" opacity="0.35"/>
<line x1="600" y1="170" x2="600" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 14" opacity="0.35"/>
<line x1="680" y1="200" x2="680" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 14" opacity="0.35"/>
<line x1="967" y1="200" x2="967" y2="500" stroke="${p.ink}" stroke-width="4" stroke-dasharray="6 14" opacity="0.35"/>
${heart(1080, 130, 0.8, C.coral)}${sparkle(150, 120, 1.1, C.sun)}`,
  },
  'physical-activity-and-sport': {
    palette: palettes.dawn,
    draw: (p) =>
      `${hills(p, 520)}${sun(1030, 130, 60, C.sun)}
${runner(540, 300, 1.55, C.teal, C.peach)}
${[0, 1, 2].map((i) => `<line x1="${250 - i * 10}" y1="${220 + i * 60}" x2="${360 - i * 10}" y2="${220 + i * 60}" stroke="${C.white}" stroke-width="14" stroke-linecap="round" opacity="0.9"/>`).join('')}
${ball(860, 470, 56, C.white, C.coral)}${trail(120, 590, 420, 560, 4, 0.45, p.accent, 0)}${heart(170, 120, 0.7, C.coral, 0.8)}`,
  },
  'travelling-during-treatment': {
    palette: palettes.blue,
    draw: (p) =>
      `${sun(150, 130, 50, C.sun)}
<path d="M200 470 C420 250 700 300 960 150" fill="none" stroke="${C.white}" stroke-width="8" stroke-dasharray="2 24" stroke-linecap="round"/>
${plane(990, 135, 0.95, -28, C.white)}
${hills(p, 560)}${suitcase(500, 420, 1.05, C.teal, C.tealDeep)}${suitcase(800, 450, 0.75, C.peach, '#c2410c')}
${foot(260, 540, 0.55, -10, C.white, true, true)}${foot(300, 520, 0.55, 0, C.white, false, true)}${heart(1080, 420, 0.7, C.coral)}`,
  },
  'living-with-clubfoot-as-an-adult': {
    palette: palettes.sea,
    draw: (p) =>
      `${sun(980, 140, 70, C.butter)}
<path d="M0 430 L260 230 L430 360 L640 170 L900 430 Z" fill="${C.teal}" opacity="0.35"/>
<path d="M560 430 L820 260 L1200 470 L1200 630 L560 630 Z" fill="${C.blue}" opacity="0.25"/>
${hills(p, 520)}
<path d="M140 630 C340 520 560 560 760 470 S1040 420 1120 380" fill="none" stroke="${C.white}" stroke-width="70" stroke-linecap="round" opacity="0.7"/>
${[0, 1, 2, 3, 4, 5].map((i) => foot(230 + i * 150, 585 - i * 38 - (i > 3 ? 20 : 0), 0.55 - (i % 2) * 0.07, 70 - i * 3, p.ink, i % 2 === 1)).join('')}
${heart(160, 120, 0.7, C.coral, 0.85)}`,
  },
  'when-your-baby-is-diagnosed': {
    palette: palettes.blush,
    draw: (p) =>
      `${hills(p, 560)}<circle cx="600" cy="300" r="210" fill="${C.white}" opacity="0.6"/>
${heart(600, 290, 4.2, C.coral, 0.9)}
${person(330, 400, 1.0, C.teal, C.peach)}${person(870, 400, 1.0, C.blue, C.peach)}${person(1000, 470, 0.65, C.amber, C.peach)}
${foot(560, 300, 0.55, -6, C.white, true, true)}${foot(640, 300, 0.55, 6, C.white, false, true)}
${sparkle(200, 140, 1.1, C.sun)}${sparkle(1060, 160, 0.9, C.sun)}`,
  },
  'nursery-and-school': {
    palette: palettes.dawn,
    draw: (p) =>
      `${sun(1080, 110, 45, C.sun)}${hills(p, 540)}${school(620, 330, 1.0, { ...p, accent: C.teal, blob: C.blueSoft, ink: C.tealDeep })}
${backpack(950, 450, 0.8, C.coral, C.blush)}${trail(180, 610, 600, 520, 6, 0.45, C.tealDeep, -20, true)}
${heart(200, 150, 0.8, C.coral, 0.85)}`,
  },
};

function fallbackScene(slug: string): Scene {
  const keys = Object.keys(palettes) as (keyof typeof palettes)[];
  const palette = palettes[keys[Math.floor(rng(slug)() * (keys.length - 1))] ?? 'teal'];
  return { palette, draw: (p) => `${hills(p, 540)}${trail(150, 520, 1050, 180, 8, 0.9, p.accent, 60, true)}${heart(1040, 450, 0.9, C.coral)}` };
}

function svgFor(slug: string) {
  const scene = scenes[slug] ?? fallbackScene(slug);
  return illustration(W, H, scene.palette, slug, scene.draw(scene.palette));
}

fs.mkdirSync(outDir, { recursive: true });
let total = 0;
for (const article of seedArticles) {
  const expected = `/images/resources/${article.slug}.jpg`;
  if (article.image !== expected) throw new Error(`${article.slug}: image should be ${expected}`);
  if (!scenes[article.slug]) console.warn(`${article.slug}: no custom scene, using footprints`);
  const jpeg = await renderJpeg(svgFor(article.slug), W, H, MAX_BYTES);
  fs.writeFileSync(path.join(outDir, `${article.slug}.jpg`), jpeg);
  total += jpeg.length;
  console.info(`${article.slug}.jpg ${(jpeg.length / 1024).toFixed(1)} KB`);
}
console.info(`${seedArticles.length} images, ${(total / 1024).toFixed(1)} KB in ${path.relative(root, outDir)}`);
