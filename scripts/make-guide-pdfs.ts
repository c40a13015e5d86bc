/**
 * Writes the printable guides attached to seed articles as small PDF 1.4 files in server/seed/assets/guides/.
 * No dependencies: a tiny PDF writer using the standard Helvetica fonts (WinAnsiEncoding), one or two A4 pages each.
 *
 *   node --import tsx scripts/make-guide-pdfs.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedArticles } from '../server/seed/content/resources';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'server/seed/assets/guides');
const CLOSING = "This guide does not replace advice from your child's treatment team.";

// ---------------------------------------------------------------- guide content
type Block =
  | { kind: 'intro'; text: string }
  | { kind: 'heading'; text: string; tone?: 'warning' }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'lines'; labels: string[] }
  | { kind: 'chart'; columns: string[]; rows: string[] };

type Guide = { file: string; title: string; subtitle: string; blocks: Block[] };

const guides: Guide[] = [
  {
    file: 'cast-care-checklist.pdf',
    title: 'Cast care checklist',
    subtitle: 'For families during Ponseti casting. Keep it on the fridge or in the changing bag.',
    blocks: [
      { kind: 'heading', text: 'Several times a day, check the toes and cast edges' },
      {
        kind: 'checklist',
        items: [
          'Colour: toes are pink. Press a toenail gently - the colour comes back quickly.',
          'Warmth: toes feel about as warm as the rest of your baby.',
          'Movement: toes wiggle, especially when you tickle them.',
          'Position: you can see as much of the toes as on the first day. A small pen mark on the cast at the toe tips makes this easy to check.',
          'Skin: no redness, rubbing or sores at the top edge of the cast or around the toes.',
        ],
      },
      { kind: 'heading', text: 'Every day' },
      {
        kind: 'checklist',
        items: [
          'Sponge-wash your baby instead of a bath. Plaster softens if it gets wet.',
          'Keep wee and poo off the plaster and change nappies promptly. Ask your clinic how the nappy should sit around the casts.',
          'Wipe marks off the outside of the cast with a barely damp cloth.',
          'Never push anything inside the cast: no cotton buds, toys, powder or cream.',
          'Support the casts when you lift your baby. Loose clothes a size up fit over them more easily.',
          'For the first day, let a new cast dry in the air and avoid resting it on hard edges.',
        ],
      },
      { kind: 'heading', text: 'Contact the clinic right away if you notice', tone: 'warning' },
      {
        kind: 'bullets',
        items: [
          'Toes that are cold, pale, blue or dusky, or do not pink up again after pressing',
          'Swollen toes',
          'The cast slipping: toes looking shorter or disappearing into the cast',
          'A bad smell coming from the cast',
          'A fever, or your baby seeming generally unwell',
          'Redness, rubbing or skin sores at the cast edges, or fluid or staining coming through the plaster',
          'A cast that is cracked, soft or badly soiled',
          'Crying that is not like your baby and cannot be settled',
        ],
      },
      { kind: 'note', text: 'If you cannot reach the clinic, seek urgent medical care. Do not try to fix or remove a slipped cast yourself.' },
      { kind: 'heading', text: 'Before each cast change' },
      {
        kind: 'checklist',
        items: [
          "Follow your clinic's instructions for removing the cast. Some clinics ask parents to soak it off at home shortly before the appointment.",
          'Pack a feed, spare nappies, loose clothes and something to keep your baby warm.',
          'Write down any questions for the team.',
        ],
      },
      { kind: 'lines', labels: ['Clinic phone:', 'Out of hours:', 'Next cast change:'] },
    ],
  },
  {
    file: 'boots-and-bar-daily-routine.pdf',
    title: 'Boots and bar daily routine chart',
    subtitle: "A routine for the foot abduction brace. Your own team will confirm your child's schedule.",
    blocks: [
      { kind: 'heading', text: 'The usual schedule' },
      {
        kind: 'bullets',
        items: [
          'First three months or so: about 23 hours a day, off only for a bath and a short break.',
          'After that: at night and during naps, usually until age 4 to 5.',
          'Never stop early or change the schedule without talking to your treatment team.',
        ],
      },
      { kind: 'heading', text: 'Putting the boots on' },
      {
        kind: 'checklist',
        items: [
          'Thin, clean cotton socks that cover all the skin the shoe touches. Smooth out every wrinkle.',
          'Push the heel right down into the back of the shoe. Bending the knee can help. Check through the heel opening if your brace has one.',
          'Fasten the ankle strap first, then the other straps or laces, as shown for your brace model.',
          'Toes lie flat and are not curled under.',
          'Bar settings are left exactly as the clinic set them.',
        ],
      },
      { kind: 'heading', text: 'Each time the boots come off' },
      {
        kind: 'checklist',
        items: [
          'Check both feet. Light pink marks that fade soon after the boots come off are common.',
          'Look for blisters, broken skin or red areas that do not fade.',
          'Ask your team before putting creams or lotions on the skin under the straps.',
        ],
      },
      { kind: 'heading', text: 'Example routine for nights and naps' },
      {
        kind: 'bullets',
        items: [
          'Nap: nappy, socks, boots and bar, song or story, sleep.',
          'Bedtime: bath, skin check, pyjamas, socks, boots and bar, story, sleep - in the same order every night.',
          'Show grandparents, childminders and nursery staff how to fit the brace for naps.',
        ],
      },
      { kind: 'heading', text: 'This week' },
      { kind: 'chart', columns: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], rows: ['Night', 'Nap', 'Skin check'] },
      { kind: 'heading', text: 'Call your clinic if', tone: 'warning' },
      {
        kind: 'bullets',
        items: [
          'Your child seems to be in pain, or is still very distressed after the first week or so',
          'You see blisters, broken skin, or red marks that do not fade',
          'The heel keeps slipping out, or the shoes look too small',
          'Any part of the brace is broken or loose',
          'Bracing has been interrupted for more than a few days',
          'You notice walking on the outside edge of the foot or on the toes, or the heel not coming down',
        ],
      },
      { kind: 'note', text: 'The first few days of bracing are often tearful. Most children settle within days to a couple of weeks.' },
    ],
  },
  {
    file: 'clinic-visit-questions.pdf',
    title: 'Questions to ask at your clinic visit',
    subtitle: 'Tick the questions you want to ask, and bring this sheet and a pen to the appointment.',
    blocks: [
      { kind: 'heading', text: 'About the diagnosis' },
      {
        kind: 'checklist',
        items: [
          'Is this idiopathic clubfoot, or could it be linked to another condition?',
          'Is one foot affected or both? How stiff is the foot?',
          'Does my baby need any other checks or tests?',
        ],
      },
      { kind: 'heading', text: 'About treatment' },
      {
        kind: 'checklist',
        items: [
          'When will casting start, and roughly how many casts do you expect?',
          'How long do appointments take, and how often will we come?',
          'How are casts removed here? Should we soak them off at home?',
          'Is my baby likely to need a tenotomy? Where and how is it done?',
          'What happens after casting, and what type of brace do you use?',
          'How long will follow-up continue?',
        ],
      },
      { kind: 'heading', text: 'About daily care' },
      {
        kind: 'checklist',
        items: [
          'What should I check each day, and what are the warning signs?',
          'Who do I call if there is a problem, including evenings and weekends?',
          'Can I feed my baby during cast changes?',
          'Are there clothes, car seats or slings that work better with casts?',
        ],
      },
      { kind: 'heading', text: 'About the future' },
      {
        kind: 'checklist',
        items: [
          'What signs might suggest the foot is turning back, and what would you do?',
          'Will my child be able to walk, run and play sport?',
          'Is there a parent group or peer support you can recommend?',
        ],
      },
      { kind: 'heading', text: 'On the day' },
      {
        kind: 'bullets',
        items: [
          'Bring another adult if you can, as a second pair of ears.',
          'Pack nappies, a feed, spare loose clothes and something warm.',
          'Ask for written information and the best way to contact the team.',
        ],
      },
      { kind: 'lines', labels: ['My own questions:', '', '', 'Answers and notes:', '', ''] },
    ],
  },
];

// ---------------------------------------------------------------- Helvetica metrics (AFM widths, codes 32..126)
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611,
  611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

type FontKey = 'F1' | 'F2';
const FONTS: Record<FontKey, { base: string; widths: number[] }> = {
  F1: { base: 'Helvetica', widths: HELVETICA },
  F2: { base: 'Helvetica-Bold', widths: HELVETICA_BOLD },
};

/** Only printable ASCII: a safe subset of WinAnsiEncoding whose widths we know. */
function assertWinAnsiSafe(text: string) {
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code < 32 || code > 126) throw new Error(`character ${JSON.stringify(ch)} is not WinAnsi-safe in: ${text}`);
  }
}

function textWidth(text: string, font: FontKey, size: number) {
  let units = 0;
  for (const ch of text) units += FONTS[font].widths[ch.charCodeAt(0) - 32] ?? 556;
  return (units / 1000) * size;
}

function wrap(text: string, font: FontKey, size: number, maxWidth: number) {
  assertWinAnsiSafe(text);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
const n = (v: number) => (Math.round(v * 100) / 100).toString();

// ---------------------------------------------------------------- layout
const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const BOTTOM = 40;
const TEAL = '0.059 0.463 0.431';
const INK = '0.15 0.2 0.22';
const MUTED = '0.38 0.45 0.47';
const CORAL = '0.78 0.22 0.3';
const MIST = '0.878 0.965 0.953';

class Layout {
  pages: string[][] = [[]];
  y = PAGE_H - MARGIN;

  get ops() {
    return this.pages[this.pages.length - 1] as string[];
  }

  ensure(height: number) {
    if (this.y - height >= BOTTOM) return;
    if (this.pages.length >= 2) throw new Error('guide does not fit on two pages');
    this.pages.push([]);
    this.y = PAGE_H - MARGIN;
  }

  text(x: number, y: number, text: string, font: FontKey, size: number, color: string) {
    assertWinAnsiSafe(text);
    this.ops.push(`BT ${color} rg /${font} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`);
  }

  paragraph(text: string, font: FontKey, size: number, color: string, x = MARGIN, width = CONTENT_W, leading = size * 1.35) {
    for (const line of wrap(text, font, size, width)) {
      this.ensure(leading);
      this.y -= leading;
      this.text(x, this.y + leading * 0.25, line, font, size, color);
    }
  }

  /** Items with a marker drawn at the first line: an empty tick box or a round bullet. */
  items(items: string[], marker: 'box' | 'dot', color: string) {
    const size = 10;
    const leading = 12.8;
    const indent = 22;
    for (const item of items) {
      const lines = wrap(item, 'F1', size, CONTENT_W - indent);
      this.ensure(Math.min(lines.length, 2) * leading + 3);
      this.y -= 3;
      lines.forEach((line, i) => {
        this.ensure(leading);
        this.y -= leading;
        const baseline = this.y + leading * 0.25;
        if (i === 0) {
          if (marker === 'box') this.ops.push(`${color} RG 1 w ${n(MARGIN + 1)} ${n(baseline - 1.5)} 9.5 9.5 re S`);
          else this.ops.push(`${color} rg ${circle(MARGIN + 5.5, baseline + 3.4, 2.6)} f`);
        }
        this.text(MARGIN + indent, baseline, line, 'F1', size, INK);
      });
    }
  }

  heading(text: string, tone?: 'warning') {
    this.ensure(62);
    this.y -= 13;
    const color = tone === 'warning' ? CORAL : TEAL;
    this.paragraph(text, 'F2', 13, color, MARGIN, CONTENT_W, 16);
    this.y -= 2;
  }

  note(text: string) {
    const lines = wrap(text, 'F1', 10, CONTENT_W - 24);
    const height = lines.length * 13.5 + 14;
    this.ensure(height + 10);
    this.y -= 10;
    this.ops.push(`${MIST} rg ${n(MARGIN)} ${n(this.y - height)} ${n(CONTENT_W)} ${n(height)} re f`);
    this.ops.push(`${TEAL} rg ${n(MARGIN)} ${n(this.y - height)} 3 ${n(height)} re f`);
    this.y -= 7;
    for (const line of lines) {
      this.y -= 13.5;
      this.text(MARGIN + 14, this.y + 3.5, line, 'F1', 10, INK);
    }
    this.y -= 7;
  }

  lines(labels: string[]) {
    this.y -= 8;
    for (const label of labels) {
      this.ensure(26);
      this.y -= 26;
      const start = label ? MARGIN + textWidth(label, 'F2', 10.5) + 8 : MARGIN;
      if (label) this.text(MARGIN, this.y + 2, label, 'F2', 10.5, INK);
      this.ops.push(`${MUTED} RG 0.6 w ${n(start)} ${n(this.y)} m ${n(MARGIN + CONTENT_W)} ${n(this.y)} l S`);
    }
  }

  chart(columns: string[], rows: string[]) {
    const rowH = 22;
    // Kept compact (narrower than the closing line) so text extraction reads the chart in order.
    const labelW = 80;
    const colW = 34;
    const chartW = labelW + colW * columns.length;
    this.ensure(rowH * (rows.length + 1) + 10);
    this.y -= 8;
    const top = this.y;
    // One text object for the whole header row (spacing via TJ), so text extraction keeps the days together.
    const xs = columns.map((col, i) => MARGIN + labelW + colW * i + (colW - textWidth(col, 'F2', 10)) / 2);
    const parts = columns.map((col, i) => {
      assertWinAnsiSafe(col);
      const prevEnd = i === 0 ? 0 : (xs[i - 1] as number) + textWidth(columns[i - 1] as string, 'F2', 10);
      const gap = i === 0 ? '' : `${n((-((xs[i] as number) - prevEnd) * 1000) / 10)} `;
      return `${gap}${pdfString(col)}`;
    });
    this.ops.push(`BT ${TEAL} rg /F2 10 Tf ${n(xs[0] as number)} ${n(top - 16)} Td [${parts.join(' ')}] TJ ET`);
    rows.forEach((row, r) => {
      const y = top - rowH * (r + 1);
      this.text(MARGIN + 4, y - 16, row, 'F1', 10, INK);
      columns.forEach((_, i) => {
        const cx = MARGIN + labelW + colW * i + colW / 2;
        this.ops.push(`${MUTED} RG 0.8 w ${n(cx - 6)} ${n(y - 18)} 12 12 re S`);
      });
    });
    for (let k = 1; k <= rows.length + 1; k += 1) {
      const y = top - rowH * k - 2;
      this.ops.push(`${MIST} RG 0.8 w ${n(MARGIN)} ${n(y)} m ${n(MARGIN + chartW)} ${n(y)} l S`);
    }
    const bottom = top - rowH * (rows.length + 1) - 2;
    this.y = bottom - 4;
  }
}

/** A filled circle as four Bezier curves. */
function circle(cx: number, cy: number, r: number) {
  const k = 0.5523 * r;
  return [
    `${n(cx + r)} ${n(cy)} m`,
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c`,
  ].join(' ');
}

function layoutGuide(guide: Guide) {
  const page = new Layout();
  // A teal band across the top of the first page.
  page.ops.push(`${TEAL} rg 0 ${n(PAGE_H - 18)} ${n(PAGE_W)} 18 re f`);
  page.y -= 14;
  page.paragraph(guide.title, 'F2', 22, TEAL, MARGIN, CONTENT_W, 27);
  page.y -= 2;
  page.paragraph(guide.subtitle, 'F1', 11, MUTED, MARGIN, CONTENT_W, 15);
  page.y -= 4;
  page.ops.push(`${MIST} RG 1.5 w ${n(MARGIN)} ${n(page.y)} m ${n(MARGIN + CONTENT_W)} ${n(page.y)} l S`);
  for (const block of guide.blocks) {
    switch (block.kind) {
      case 'intro':
        page.paragraph(block.text, 'F1', 11, INK);
        break;
      case 'heading':
        page.heading(block.text, block.tone);
        break;
      case 'checklist':
        page.items(block.items, 'box', TEAL);
        break;
      case 'bullets':
        page.items(block.items, 'dot', TEAL);
        break;
      case 'note':
        page.note(block.text);
        break;
      case 'lines':
        page.lines(block.labels);
        break;
      case 'chart':
        page.chart(block.columns, block.rows);
        break;
    }
  }
  page.ensure(30);
  page.y -= 14;
  page.paragraph(CLOSING, 'F2', 10.5, TEAL);
  return page.pages;
}

// ---------------------------------------------------------------- PDF serialisation
function buildPdf(title: string, pages: string[][]) {
  assertWinAnsiSafe(title);
  // Object numbers: 1 catalog, 2 pages, 3 F1, 4 F2, 5 info, then a page object and a content stream per page.
  const objects: string[] = [];
  const pageRefs = pages.map((_, i) => `${6 + i * 2} 0 R`);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageRefs.join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS.F1.base} /Encoding /WinAnsiEncoding >>`;
  objects[4] = `<< /Type /Font /Subtype /Type1 /BaseFont /${FONTS.F2.base} /Encoding /WinAnsiEncoding >>`;
  objects[5] = `<< /Title ${pdfString(title)} /Author (Clubfoot Community) /Producer (make-guide-pdfs) >>`;
  pages.forEach((ops, i) => {
    const stream = ops.join('\n');
    objects[6 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(PAGE_W)} ${n(PAGE_H)}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`;
    objects[7 + i * 2] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let i = 1; i < objects.length; i += 1) {
    offsets[i] = Buffer.byteLength(body, 'latin1');
    body += `${i} 0 obj\n${objects[i]}\nendobj\n`;
  }
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let i = 1; i < objects.length; i += 1) body += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---------------------------------------------------------------- main
const attached = new Map<string, string>();
for (const article of seedArticles) for (const guide of article.guides ?? []) attached.set(guide.file, guide.title);
for (const [file, title] of attached) {
  const guide = guides.find((g) => g.file === file);
  if (!guide) throw new Error(`article guide ${file} has no content in make-guide-pdfs.ts`);
  if (guide.title !== title) throw new Error(`${file}: title "${guide.title}" differs from the article's "${title}"`);
}

fs.mkdirSync(outDir, { recursive: true });
for (const guide of guides) {
  if (!attached.has(guide.file)) console.warn(`${guide.file} is not attached to any article`);
  const pages = layoutGuide(guide);
  const pdf = buildPdf(guide.title, pages);
  fs.writeFileSync(path.join(outDir, guide.file), pdf);
  console.info(`${guide.file}: ${pages.length} page(s), ${(pdf.length / 1024).toFixed(1)} KB`);
}
