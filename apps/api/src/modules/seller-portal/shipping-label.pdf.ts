// Draws a parcel's shipping label with pdfkit (docs/behaviour/seller-portal.md#packing): a 4 × 6 inch page, the size
// courier thermal printers take, with the AWB as a Code 128 barcode drawn as vector bars (bwip-js encodes it), the
// address to deliver to, cash to collect, the seller's return address and the order's references.
import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { printable } from '../invoices/invoices.printable.ts';

export interface ShippingLabel {
  carrier: string;
  awb: string;
  orderNumber: string;
  invoiceNumber: string;
  orderDate: Date;
  /** Cash on delivery: what the courier collects at the door (paise); null when prepaid. */
  collectPaise: number | null;
  shipTo: { name: string; lines: string[]; city: string; state: string; pincode: string; phone: string };
  shipFrom: {
    legalName: string;
    addressLine: string;
    city: string;
    state: string;
    pincode: string;
    gstin: string;
  };
  items: { name: string; sku: string; quantity: number }[];
}

export interface LabelPdfOptions {
  /** Tests read the drawn text in the raw file; production compresses. */
  compress?: boolean;
}

const WIDTH = 288; // 4 in
const HEIGHT = 432; // 6 in
const M = 12;
const INNER = WIDTH - 2 * M;
const ITEMS_SHOWN = 4;

const rs = (paise: number) =>
  `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** The AWB's bars as bwip-js encodes Code 128: alternating bar and space widths in modules, a bar first. */
function barWidths(awb: string): number[] {
  const [symbol] = bwipjs.raw('code128', awb, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('Code 128 gave no bars');
  return symbol.sbs;
}

function drawBarcode(doc: PDFKit.PDFDocument, awb: string, top: number, height: number): void {
  const widths = barWidths(awb);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  // Ten modules of quiet zone each side, as Code 128 asks, inside the label's margins.
  const module = Math.min(2, INNER / (modules + 20));
  let x = M + (INNER - modules * module) / 2;
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, top, w * module, height).fill('black');
    x += w * module;
  });
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(M, y)
    .lineTo(WIDTH - M, y)
    .lineWidth(1)
    .strokeColor('black')
    .stroke();
}

export function renderShippingLabelPdf(label: ShippingLabel, options: LabelPdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: M,
    compress: options.compress ?? true,
    info: { Title: `Shipping label ${label.awb}`, Author: 'Haat' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const p = printable;

  // Carrier and how the parcel is paid for: what the courier's hub sorts by first.
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(p(label.carrier), M, M, { width: INNER * 0.55 });
  const pay = label.collectPaise === null ? 'PREPAID' : `COD ${rs(label.collectPaise)}`;
  doc.fontSize(11).text(pay, M + INNER * 0.45, M + 2, { width: INNER * 0.55, align: 'right' });
  rule(doc, 36);

  drawBarcode(doc, label.awb, 44, 56);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(`AWB ${p(label.awb)}`, M, 104, { width: INNER, align: 'center' });
  rule(doc, 122);

  doc.font('Helvetica-Bold').fontSize(8).text('DELIVER TO', M, 128);
  doc.fontSize(11).text(p(label.shipTo.name), { width: INNER });
  doc.font('Helvetica').fontSize(9);
  for (const line of label.shipTo.lines) doc.text(p(line), { width: INNER });
  doc.text(p(`${label.shipTo.city}, ${label.shipTo.state}`), { width: INNER });
  doc.font('Helvetica-Bold').fontSize(16).text(`PIN ${label.shipTo.pincode}`, { width: INNER });
  if (label.shipTo.phone)
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Phone: ${p(label.shipTo.phone)}`);
  const afterTo = Math.max(doc.y + 6, 230);
  rule(doc, afterTo);

  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('ORDER', M, afterTo + 6);
  doc.font('Helvetica').fontSize(8.5);
  doc.text(`Order ${label.orderNumber} of ${istDate(label.orderDate)}`, { width: INNER });
  doc.text(`Invoice ${label.invoiceNumber}`, { width: INNER });
  const shown = label.items.slice(0, ITEMS_SHOWN);
  for (const item of shown) {
    doc.text(`${item.quantity} x ${p(item.name)} (${p(item.sku)})`, {
      width: INNER,
      height: 22,
      ellipsis: true,
    });
  }
  const more = label.items.length - shown.length;
  if (more > 0) doc.text(`and ${more} more line${more === 1 ? '' : 's'}`, { width: INNER });
  const afterOrder = Math.max(doc.y + 6, 330);
  rule(doc, afterOrder);

  const from = label.shipFrom;
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .text('IF UNDELIVERED, RETURN TO', M, afterOrder + 6);
  doc.fontSize(9).text(p(from.legalName), { width: INNER });
  doc.font('Helvetica').fontSize(8.5);
  if (from.addressLine.trim()) doc.text(p(from.addressLine), { width: INNER });
  doc.text(p(`${from.city} - ${from.pincode}, ${from.state}`), { width: INNER });
  doc.text(`GSTIN ${from.gstin}`, { width: INNER });
  doc.end();
  return done;
}
