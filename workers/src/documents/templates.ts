import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { formatDisplayDate } from 'shared/dates';
import { mixedText } from './pdf.ts';
import { TEST_MARK_OUT_OF } from 'shared/business';

/** What the letterhead and the signature block print; from the configuration. */
export interface Company {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export interface Holder {
  name: string;
  college: string;
  course: string;
  startDate: string;
  endDate: string;
  durationDays: number;
}

export interface CertificateFacts {
  certificateNumber: string;
  issuedOn: string;
  verifyUrl: string;
}

const ink = '#1f2937';
const accent = '#0f5e9c';
const gold = '#b7892f';

function letterhead(company: Company): Content[] {
  return [
    { text: company.name, fontSize: 22, bold: true, color: accent },
    { text: company.address, fontSize: 9, color: '#4b5563', margin: [0, 4, 0, 0] },
    { text: `${company.email}  ·  ${company.phone}`, fontSize: 9, color: '#4b5563', margin: [0, 2, 0, 0] },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5, lineColor: accent }], margin: [0, 10, 0, 18] },
  ];
}

function signature(company: Company, alignment: 'left' | 'right' = 'left'): Content {
  return {
    stack: [
      { canvas: [{ type: 'line', x1: alignment === 'left' ? 0 : 40, y1: 0, x2: alignment === 'left' ? 160 : 200, y2: 0, lineWidth: 0.8, lineColor: ink }] },
      { text: 'Authorised Signatory', bold: true, margin: [0, 4, 0, 0] },
      { text: `For ${company.name}`, fontSize: 9, color: '#4b5563' },
    ],
    alignment,
  };
}

function info(title: string, subject: string): TDocumentDefinitions['info'] {
  return { title, subject, author: subject, creator: subject, producer: subject };
}

/** The internship offer letter: A4 portrait. */
export function offerLetterDefinition(company: Company, holder: Holder, issuedOn: string, opts: { extra?: boolean } = {}): TDocumentDefinitions {
  const kind = opts.extra ? 'Course Enrolment Letter' : 'Internship Offer Letter';
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 40, 40, 60],
    info: info(kind, company.name),
    defaultStyle: { fontSize: 11, lineHeight: 1.35, color: ink },
    content: [
      ...letterhead(company),
      { columns: [{ text: kind.toUpperCase(), bold: true, fontSize: 14, color: accent }, { text: `Date: ${formatDisplayDate(issuedOn)}`, alignment: 'right' }] },
      { text: 'To,', margin: [0, 18, 0, 0] },
      mixedText(holder.name, { bold: true, fontSize: 13 }),
      mixedText(holder.college),
      { text: [{ text: 'Dear ' }, mixedText(holder.name), { text: ',' }], margin: [0, 16, 0, 8] } as Content,
      {
        text: [
          { text: `We are pleased to offer you ${opts.extra ? 'a place in our online course' : 'an online internship'} in ` },
          mixedText(holder.course, { bold: true }),
          { text: ` with ${company.name}, starting on ` },
          { text: formatDisplayDate(holder.startDate), bold: true },
          { text: '.' },
        ],
      } as Content,
      {
        margin: [0, 12, 0, 12],
        table: {
          widths: [150, '*'],
          body: [
            [{ text: 'Course', bold: true }, mixedText(holder.course)],
            [{ text: 'Start date', bold: true }, formatDisplayDate(holder.startDate)],
            [{ text: opts.extra ? 'Course period' : 'Internship period', bold: true }, `${formatDisplayDate(holder.startDate)} to ${formatDisplayDate(holder.endDate)} (${holder.durationDays} days)`],
            [{ text: 'Mode', bold: true }, 'Online'],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: opts.extra
          ? 'You will receive the study materials and guidance by e-mail and on your dashboard. On completing the course you will receive a certificate.'
          : 'During the internship you will work on live projects with guidance from our developers, take the tests on your dashboard and receive a completion certificate at the end of the internship period.',
      },
      { text: 'We look forward to working with you.', margin: [0, 12, 0, 36] },
      { text: 'With best wishes,' },
      { text: ' ', margin: [0, 24, 0, 0] },
      signature(company),
    ],
    footer: { text: `${company.name} · ${company.email} · ${company.phone}`, alignment: 'center', fontSize: 8, color: '#6b7280', margin: [0, 20, 0, 0] },
  };
}

/** A landscape certificate frame with the number, the issue date, the QR code and the signature. */
function certificate(company: Company, title: string, body: Content[], facts: CertificateFacts): TDocumentDefinitions {
  // A4 landscape is 841.89 x 595.28 pt.
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [70, 56, 70, 50],
    info: info(title, company.name),
    defaultStyle: { fontSize: 13, color: ink, alignment: 'center' },
    background: () => ({
      canvas: [
        { type: 'rect', x: 18, y: 18, w: 805.89, h: 559.28, lineWidth: 4, lineColor: accent },
        { type: 'rect', x: 28, y: 28, w: 785.89, h: 539.28, lineWidth: 1, lineColor: gold },
      ],
    }),
    content: [
      { text: company.name, fontSize: 16, bold: true, color: accent },
      { text: title.toUpperCase(), fontSize: 28, bold: true, color: gold, margin: [0, 14, 0, 6], characterSpacing: 1.5 },
      { text: 'This is to certify that', margin: [0, 10, 0, 6] },
      ...body,
      {
        margin: [0, 26, 0, 0],
        columns: [
          {
            width: '*',
            alignment: 'left',
            stack: [
              { text: [{ text: 'Certificate No: ', bold: true }, facts.certificateNumber], fontSize: 11 },
              { text: [{ text: 'Issued on: ', bold: true }, formatDisplayDate(facts.issuedOn)], fontSize: 11, margin: [0, 3, 0, 0] },
              { text: 'Verify this certificate at', fontSize: 8, color: '#6b7280', margin: [0, 10, 0, 0] },
              { text: facts.verifyUrl, fontSize: 8, color: accent, link: facts.verifyUrl },
            ],
          },
          { width: 100, qr: facts.verifyUrl, fit: 96, eccLevel: 'M', alignment: 'center' },
          { width: '*', alignment: 'right', stack: [{ text: ' ', margin: [0, 30, 0, 0] }, signature(company, 'right')] },
        ],
      },
    ],
  };
}

/** Completion certificate of the internship (or of an extra course). */
export function completionCertificateDefinition(company: Company, holder: Holder, facts: CertificateFacts, opts: { extra?: boolean } = {}): TDocumentDefinitions {
  return certificate(
    company,
    opts.extra ? 'Certificate of Course Completion' : 'Certificate of Internship',
    [
      mixedText(holder.name, { fontSize: 30, bold: true, margin: [0, 0, 0, 6] }),
      { text: [{ text: 'of ' }, mixedText(holder.college, { bold: true })] } as Content,
      {
        text: [
          { text: `has successfully completed the ${opts.extra ? 'course' : 'internship'} in ` },
          mixedText(holder.course, { bold: true }),
          { text: ` from ${formatDisplayDate(holder.startDate)} to ${formatDisplayDate(holder.endDate)}, a duration of ` },
          { text: `${holder.durationDays} days`, bold: true },
          { text: '.' },
        ],
        margin: [40, 8, 40, 0],
      } as Content,
    ],
    facts,
  );
}

/** Test certificate: the mark of test 1, out of test 1's size (25). */
export function testCertificateDefinition(company: Company, holder: Pick<Holder, 'name' | 'college' | 'course'>, mark: number, facts: CertificateFacts): TDocumentDefinitions {
  return certificate(
    company,
    'Certificate of Achievement',
    [
      mixedText(holder.name, { fontSize: 30, bold: true, margin: [0, 0, 0, 6] }),
      { text: [{ text: 'of ' }, mixedText(holder.college, { bold: true })] } as Content,
      { text: [{ text: 'has taken the assessment test of the internship in ' }, mixedText(holder.course, { bold: true }), { text: ' and scored' }], margin: [40, 8, 40, 4] } as Content,
      { text: `${mark} out of ${TEST_MARK_OUT_OF}`, fontSize: 22, bold: true, color: accent },
    ],
    facts,
  );
}
