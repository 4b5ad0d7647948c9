import PDFDocument from 'pdfkit';
import {
  DAY_TYPES,
  FOOD_ATTRIBUTION,
  GUIDANCE_SECTIONS,
  TARGET_KEYS,
  TARGET_RANGES,
  planTotals,
} from '@wellness/contracts';
import type { GuidanceSection, Nutrients, PlanDocument, PlanTargets } from '@wellness/contracts';
import type { PdfBrand } from '../brand';
import { quantityText } from './quantity';

export interface PlanPdfInput {
  brand: PdfBrand;
  document: PlanDocument;
  clientName: string;
  /** "Version 2" or "Draft". */
  versionLabel: string;
  /** The day it was published or saved, in words. */
  dateLabel: string;
}

const M = 50;
const INK = '#1f2933';
const MUTED = '#5f6b76';
type Doc = PDFKit.PDFDocument;

const round = (n: number) => Math.round(n);
const macros = (n: Nutrients) =>
  `${round(n.energyKcal)} kcal · protein ${round(n.proteinG)} g · carbohydrate ${round(n.carbohydrateG)} g · fat ${round(n.fatG)} g · fibre ${round(n.fibreG)} g`;

function heading(doc: Doc, text: string, colour: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(14).fillColor(colour).text(text, M);
  const y = doc.y + 2;
  doc
    .moveTo(M, y)
    .lineTo(doc.page.width - M, y)
    .lineWidth(0.5)
    .strokeColor(colour)
    .stroke();
  doc.moveDown(0.4).fillColor(INK);
}

function header(doc: Doc, input: PlanPdfInput) {
  const width = doc.page.width;
  doc.rect(0, 0, width, 70).fill(input.brand.brandColour);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#ffffff')
    .text(input.brand.businessName, M, 26);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Nutrition plan', M, 30, { width: width - 2 * M, align: 'right' });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(input.document.title, M, 95);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(`For ${input.clientName} · ${input.versionLabel} · ${input.dateLabel}`);
}

function targetsTable(doc: Doc, label: string, targets: PlanTargets) {
  const colWidth = (doc.page.width - 2 * M - 90) / TARGET_KEYS.length;
  const top = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(label, M, top + 8, { width: 90 });
  TARGET_KEYS.forEach((key, i) => {
    const x = M + 90 + i * colWidth;
    const { label: name, unit } = TARGET_RANGES[key];
    doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(name, x, top, { width: colWidth });
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
    doc.text(`${targets[key]} ${unit === 'litres' ? 'l' : unit}`, x, top + 11, { width: colWidth });
  });
  doc.x = M;
  doc.y = top + 30;
}

function meals(doc: Doc, input: PlanPdfInput, brand: PdfBrand) {
  const totals = planTotals(input.document);
  input.document.meals.forEach((meal, m) => {
    heading(doc, meal.name, brand.brandColour);
    meal.options.forEach((option, o) => {
      if (doc.y > doc.page.height - 120) doc.addPage();
      const label = meal.options.length > 1 ? `Option ${o + 1}` : 'What to have';
      doc.font('Helvetica-Bold').fontSize(11).fillColor(brand.accentColour).text(label, M);
      if (option.items.length > 0) {
        doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(macros(totals.options[m][o]));
      }
      doc.fillColor(INK).fontSize(10);
      for (const item of option.items) {
        doc
          .font('Helvetica-Bold')
          .text(`${quantityText(item)}  `, M + 10, undefined, { continued: true });
        doc.font('Helvetica').text(item.food.name);
      }
      if (option.guidance) {
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .text(option.guidance, M + 10);
      }
      doc.x = M;
      doc.moveDown(0.5);
    });
  });
  return totals;
}

function guidance(doc: Doc, document: PlanDocument, colour: string) {
  const sections = Object.entries(GUIDANCE_SECTIONS).filter(
    ([key]) => (document.guidance?.[key as GuidanceSection] ?? '') !== '',
  );
  if (sections.length === 0) return;
  heading(doc, 'Guidance', colour);
  for (const [key, label] of sections) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(label, M);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(document.guidance![key as GuidanceSection]!, M);
    doc.moveDown(0.5);
  }
}

/** Each page's footer: the food data's attribution and the page number. */
function footers(doc: Doc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 40;
    doc.font('Helvetica').fontSize(7).fillColor(MUTED);
    doc.text(FOOD_ATTRIBUTION.short, M, y, {
      width: doc.page.width - 2 * M - 60,
      lineBreak: false,
    });
    doc.text(`Page ${i + 1} of ${range.count}`, doc.page.width - M - 60, y, {
      width: 60,
      align: 'right',
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The plan as an A4 PDF with the business's brand (rendered whole, then sent). */
export function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: 60, left: M, right: M },
    bufferPages: true,
    info: { Title: input.document.title, Author: input.brand.businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, input);
  heading(doc, 'Daily targets', input.brand.brandColour);
  targetsTable(doc, DAY_TYPES.default, input.document.targets);
  const { training, rest } = input.document.dayTypes ?? {};
  if (training) targetsTable(doc, DAY_TYPES.training, training);
  if (rest) targetsTable(doc, DAY_TYPES.rest, rest);
  const totals = meals(doc, input, input.brand);
  if (input.document.meals.length > 0) {
    doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).fillColor(INK);
    doc.text(`A typical day adds up to: ${macros(totals.day.average)}`, M);
  }
  guidance(doc, input.document, input.brand.brandColour);
  footers(doc);
  doc.end();
  return done;
}
