import PDFDocument from 'pdfkit';
import { PAYMENT_METHOD_LABELS, formatMoney } from '@wellness/contracts';
import { longDate } from '../dates';
import type { BillingSettings } from '../deps';
import type { PaymentRowData } from './payment-repository';

/** A paid payment's receipt as an A4 PDF: the business, who paid, what for, how much. */
export function receiptPdf(payment: PaymentRowData, business: BillingSettings): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Receipt ${payment.receiptNumber ?? ''}`.trim(), Author: business.businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (minor: number) => formatMoney(minor, payment.currency);

  doc.fontSize(20).text(business.businessName);
  doc.fontSize(10).fillColor('#555').text(business.postalAddress).moveDown(2);
  doc.fillColor('#000').fontSize(16).text('Receipt').moveDown(0.5);
  const rows: [string, string][] = [
    ['Receipt number', payment.receiptNumber ?? '—'],
    ['Date', longDate(payment.paidAt)],
    ['Received from', `${payment.firstName} ${payment.lastName} (${payment.email})`],
    ['For', payment.planName ?? 'Coaching'],
    ['Paid by', PAYMENT_METHOD_LABELS[payment.method]],
    ...(payment.reference ? ([['Reference', payment.reference]] as [string, string][]) : []),
    ['Amount', money(payment.amountMinor)],
    ...(payment.refundedMinor > 0
      ? ([
          ['Refunded', money(payment.refundedMinor)],
          ['Total after refunds', money(payment.amountMinor - payment.refundedMinor)],
        ] as [string, string][])
      : []),
  ];
  doc.fontSize(11);
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.fillColor('#555').text(label, 56, y, { width: 150 });
    doc.fillColor('#000').text(value, 210, y, { width: 330 });
    doc.moveDown(0.4);
  }
  doc.moveDown(2).fontSize(10).fillColor('#555').text(`Thank you. ${business.businessName}`);
  doc.end();
  return done;
}
