// Draws GST tax invoices with pdfkit: one A4 'TAX INVOICE' page per seller's sub-order (rule 46 of the CGST
// Rules: supplier, GSTIN, invoice number and date, recipient, place of supply, HSN, taxable value, tax by head).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { amountInWords, type InvoiceRow, type InvoiceTotals } from '@haat/domain/invoices/gst-invoice';
import { printable } from './invoices.printable.ts';

export interface InvoicePage {
  seller: {
    legalName: string;
    gstin: string;
    addressLine: string;
    city: string;
    state: string;
    stateCode: string;
    pincode: string;
  };
  invoiceNumber: string;
  invoiceDate: Date;
  orderNumber: string;
  orderDate: Date;
  paymentMethod: string;
  buyer: { name: string; lines: string[]; phone: string };
  placeOfSupply: { state: string; code: string | undefined };
  couponCode: string | null;
  totals: InvoiceTotals;
}

export interface InvoicePdfOptions {
  /** Tests read the drawn text in the raw file; production compresses. */
  compress?: boolean;
}

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const GREY = '#555555';

/** Amounts as Indian invoices print them: 1,23,456.70. */
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The standard PDF fonts have no rupee sign (U+20B9), so it is drawn in Noto Sans (SIL OFL, @fontsource/noto-sans),
 * whose Latin Extended subset carries it, regular and bold; pdfkit embeds only the glyphs used. WOFF, not WOFF2:
 * pdfkit copies a subset's glyph outlines as stored, and WOFF2 stores them transformed (they would print blank).
 */
const RUPEE_FONT = { regular: 'Rupee', bold: 'Rupee-Bold' } as const;
let rupeeFontBytes: { regular: Buffer; bold: Buffer } | undefined;
function rupeeFonts(): { regular: Buffer; bold: Buffer } {
  const file = (weight: number) =>
    readFileSync(
      createRequire(import.meta.url).resolve(
        `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`,
      ),
    );
  rupeeFontBytes ??= { regular: file(400), bold: file(700) };
  return rupeeFontBytes;
}

/** '₹1,950.00' (or '- ₹175.50') right-aligned in a cell at the current size, the sign in the rupee font. */
function drawAmount(
  doc: PDFKit.PDFDocument,
  paise: number,
  cell: { x: number; y: number; width: number; bold?: boolean; minus?: boolean },
): void {
  const base = cell.bold ? 'Helvetica-Bold' : 'Helvetica';
  const prefix = cell.minus ? '- ' : '';
  const digits = amount(paise);
  const prefixWidth = doc.font(base).widthOfString(prefix);
  const digitsWidth = doc.widthOfString(digits);
  const sign = cell.bold ? RUPEE_FONT.bold : RUPEE_FONT.regular;
  // pdfkit puts a line's top at y and its baseline an ascender below; the fonts' ascenders differ, so the sign is
  // moved to sit on the digits' baseline.
  const internals = doc as unknown as { _font: { ascender: number }; _fontSize: number };
  const baseAscender = internals._font.ascender;
  const signWidth = doc.font(sign).widthOfString('₹');
  const signY = cell.y + ((baseAscender - internals._font.ascender) / 1000) * internals._fontSize;
  let x = cell.x + cell.width - (prefixWidth + signWidth + digitsWidth);
  if (prefix) doc.font(base).text(prefix, x, cell.y, { lineBreak: false });
  x += prefixWidth;
  doc.font(sign).text('₹', x, signY, { lineBreak: false });
  doc.font(base).text(digits, x + signWidth, cell.y, { lineBreak: false });
}
const istDate = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
const halfRate = (rate: number) => `${rate / 2}%`;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  /** The cell's first line, and an optional grey second line (a tax rate under its amount). */
  cell: (row: InvoiceRow, index: number) => [string, string?];
}

function columnsFor(intraState: boolean): Column[] {
  const head: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_, i) => [String(i + 1)] },
    { title: 'Item', width: intraState ? 122 : 140, align: 'left', cell: (r) => [r.name] },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (r) => [r.hsnCode] },
    { title: 'Qty', width: 24, align: 'right', cell: (r) => [String(r.quantity)] },
    { title: 'Unit price', width: 52, align: 'right', cell: (r) => [amount(r.unitPricePaise)] },
    { title: 'Discount', width: 44, align: 'right', cell: (r) => [amount(r.discountPaise)] },
    { title: 'Taxable value', width: 56, align: 'right', cell: (r) => [amount(r.taxablePaise)] },
  ];
  const tax: Column[] = intraState
    ? [
        {
          title: 'CGST',
          width: 48,
          align: 'right',
          cell: (r) => [amount(r.cgstPaise), `@ ${halfRate(r.gstRatePercent)}`],
        },
        {
          title: 'SGST',
          width: 48,
          align: 'right',
          cell: (r) => [amount(r.sgstPaise), `@ ${halfRate(r.gstRatePercent)}`],
        },
      ]
    : [
        {
          title: 'IGST',
          width: 78,
          align: 'right',
          cell: (r) => [amount(r.igstPaise), `@ ${r.gstRatePercent}%`],
        },
      ];
  const used = [...head, ...tax].reduce((s, c) => s + c.width, 0);
  return [
    ...head,
    ...tax,
    { title: 'Total', width: CONTENT_WIDTH - used, align: 'right', cell: (r) => [amount(r.totalPaise)] },
  ];
}

function drawParties(doc: PDFKit.PDFDocument, page: InvoicePage): void {
  const top = doc.y;
  const half = CONTENT_WIDTH / 2 - 10;
  const { seller } = page;
  doc.font('Helvetica-Bold').fontSize(10).text(seller.legalName, MARGIN, top, { width: half });
  doc.font('Helvetica').fontSize(8.5);
  // The seed may not have filled the street yet: print what exists, never an empty line.
  for (const line of [
    seller.addressLine,
    `${seller.city} - ${seller.pincode}`,
    `${seller.state} (State code ${seller.stateCode})`,
  ]) {
    if (line.trim()) doc.text(line, { width: half });
  }
  doc.font('Helvetica-Bold').text(`GSTIN: ${seller.gstin}`, { width: half });
  const leftBottom = doc.y;

  const right = MARGIN + CONTENT_WIDTH / 2 + 10;
  const facts: [string, string][] = [
    ['Invoice No.', page.invoiceNumber],
    ['Invoice Date', istDate(page.invoiceDate)],
    ['Order No.', page.orderNumber],
    ['Order Date', istDate(page.orderDate)],
    [
      'Place of Supply',
      `${page.placeOfSupply.state}${page.placeOfSupply.code ? ` (${page.placeOfSupply.code})` : ''}`,
    ],
    ['Reverse Charge', 'No'],
    ['Payment', page.paymentMethod === 'cod' ? 'Cash on delivery' : 'Prepaid'],
  ];
  doc.y = top;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(label, right, y, { width: 80 });
    doc
      .fillColor('black')
      .font('Helvetica-Bold')
      .text(value, right + 80, y, { width: half - 80 });
  }
  doc.y = Math.max(leftBottom, doc.y) + 12;

  doc.font('Helvetica-Bold').fontSize(9).text('Bill to / Ship to', MARGIN, doc.y);
  doc.font('Helvetica').fontSize(8.5).text(page.buyer.name);
  for (const line of page.buyer.lines) doc.text(line, { width: CONTENT_WIDTH });
  if (page.buyer.phone) doc.text(`Phone: ${page.buyer.phone}`);
  doc.moveDown(0.8);
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: Column[]): void {
  const y = doc.y;
  doc
    .rect(MARGIN, y - 3, CONTENT_WIDTH, 16)
    .fill('#eeeeee')
    .fillColor('black');
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(7.5);
  for (const c of columns) {
    doc.text(c.title, x + 2, y, { width: c.width - 4, align: c.align, lineBreak: false });
    x += c.width;
  }
  doc.y = y + 17;
}

function drawRows(doc: PDFKit.PDFDocument, page: InvoicePage): void {
  const columns = columnsFor(page.totals.intraState);
  drawHeaderRow(doc, columns);
  const bottom = doc.page.height - MARGIN - 40;
  page.totals.rows.forEach((row, index) => {
    doc.font('Helvetica').fontSize(8);
    const cells = columns.map((c) => c.cell(row, index));
    const height =
      Math.max(
        ...columns.map(
          (c, i) => doc.heightOfString(cells[i]![0], { width: c.width - 4 }) + (cells[i]![1] ? 9 : 0),
        ),
      ) + 6;
    if (doc.y + height > bottom) {
      doc.addPage();
      drawHeaderRow(doc, columns);
    }
    const y = doc.y;
    let x = MARGIN;
    columns.forEach((c, i) => {
      const [main, sub] = cells[i]!;
      doc
        .fillColor('black')
        .font('Helvetica')
        .fontSize(8)
        .text(main, x + 2, y, { width: c.width - 4, align: c.align });
      if (sub)
        doc
          .fillColor(GREY)
          .fontSize(7)
          .text(sub, x + 2, doc.y, { width: c.width - 4, align: c.align });
      x += c.width;
    });
    doc.fillColor('black');
    doc
      .moveTo(MARGIN, y + height - 3)
      .lineTo(MARGIN + CONTENT_WIDTH, y + height - 3)
      .strokeColor('#dddddd')
      .stroke();
    doc.y = y + height;
  });
}

function drawTotals(doc: PDFKit.PDFDocument, page: InvoicePage): void {
  const { totals } = page;
  const lines: [string, number, boolean?][] = [['Total taxable value', totals.taxablePaise]];
  if (totals.intraState) {
    lines.push(['Total CGST', totals.cgstPaise], ['Total SGST', totals.sgstPaise]);
  } else {
    lines.push(['Total IGST', totals.igstPaise]);
  }
  if (totals.discountPaise > 0) {
    const label = page.couponCode
      ? `Coupon discount (${page.couponCode}), deducted above`
      : 'Discount, deducted above';
    lines.push([label, totals.discountPaise, true]);
  }
  lines.push(['Shipping charges, included above', totals.shippingPaise]);
  if (doc.y + 22 * lines.length + 80 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.5);
  const labelX = MARGIN + CONTENT_WIDTH - 300;
  for (const [label, paise, minus] of lines) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(8.5).text(label, labelX, y, { width: 190 });
    const below = doc.y;
    drawAmount(doc, paise, { x: labelX + 190, y, width: 110, minus: minus ?? false });
    doc.y = Math.max(below, doc.y);
  }
  const y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(10).text('Invoice total (GST included)', labelX, y, { width: 190 });
  drawAmount(doc, totals.totalPaise, { x: labelX + 190, y, width: 110, bold: true });
  doc.x = MARGIN;
  doc.moveDown(1.2);
  doc.font('Helvetica-Bold').fontSize(8.5).text('Amount in words: ', MARGIN, doc.y, { continued: true });
  doc.font('Helvetica').text(amountInWords(totals.totalPaise), { width: CONTENT_WIDTH });
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor(GREY);
  doc.text(`For ${page.seller.legalName}`, { width: CONTENT_WIDTH, align: 'right' });
  doc.moveDown(0.8);
  doc.text('This is a computer-generated invoice and needs no signature.', MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.text('Sold through Haat. Prices include GST.', { width: CONTENT_WIDTH, align: 'center' });
  doc.fillColor('black');
}

/** Every free text of a page (names, addresses) made printable; numbers and codes are ASCII already. */
function plainPage(page: InvoicePage): InvoicePage {
  const seller = Object.fromEntries(
    Object.entries(page.seller).map(([key, value]) => [key, printable(value)]),
  ) as InvoicePage['seller'];
  return {
    ...page,
    seller,
    buyer: {
      name: printable(page.buyer.name),
      lines: page.buyer.lines.map(printable),
      phone: page.buyer.phone,
    },
    placeOfSupply: { ...page.placeOfSupply, state: printable(page.placeOfSupply.state) },
    couponCode: page.couponCode === null ? null : printable(page.couponCode),
    totals: { ...page.totals, rows: page.totals.rows.map((row) => ({ ...row, name: printable(row.name) })) },
  };
}

/** One PDF with a TAX INVOICE page (or more, for a long list) per sub-order. */
export function renderInvoicePdf(
  pages: readonly InvoicePage[],
  options: InvoicePdfOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: options.compress ?? true,
    autoFirstPage: false,
    info: { Title: `Tax invoice ${pages[0]?.orderNumber ?? ''}`.trim(), Author: 'Haat' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = rupeeFonts();
  doc.registerFont(RUPEE_FONT.regular, fonts.regular);
  doc.registerFont(RUPEE_FONT.bold, fonts.bold);
  for (const page of pages.map(plainPage)) {
    doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('TAX INVOICE', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(GREY)
      .text('Original for recipient', { width: CONTENT_WIDTH, align: 'center' });
    doc.fillColor('black').moveDown(1);
    drawParties(doc, page);
    drawRows(doc, page);
    drawTotals(doc, page);
  }
  doc.end();
  return done;
}
