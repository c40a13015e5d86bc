import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/*
 * The site's PDFs (the brace tracker's summary, a supporter's yearly statement), made with pdfkit in
 * DejaVu Sans (a registry package): it carries the Latin, Greek and Cyrillic letters names and notes are
 * written in, which pdfkit's built-in fonts do not. Fonts are registered as 'body' and 'bold'.
 */

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** An A4 document and the promise of its bytes once `doc.end()` is called. */
export function newPdf(options: { margin: number; info: { Title: string; Author: string }; bufferPages?: boolean }) {
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
