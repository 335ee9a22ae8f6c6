import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { TEST_MARK_OUT_OF } from 'shared/business';
import type { Locale } from 'shared/locales';
import { displayDate, type I18n } from '../i18n/catalogue.ts';
import { mixedText } from './pdf.ts';
import { sentence } from './words.ts';

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
const bold = { bold: true };

/** The document's words are the intern's language; its dates are dd/mm/yyyy in both. */
const dateOf = (i18n: I18n, value: string) => displayDate(i18n.locale as Locale, value);
/** A text of the document: Tamil runs in Noto Sans Tamil, the rest (names, numbers, Latin) in Roboto. */
const says = (value: string, style: Record<string, unknown> = {}) => mixedText(value, style);

function letterhead(company: Company): Content[] {
  return [
    // The company's details as configured, in whichever script they are written.
    says(company.name, { fontSize: 22, bold: true, color: accent }),
    says(company.address, { fontSize: 9, color: '#4b5563', margin: [0, 4, 0, 0] }),
    { text: `${company.email}  ·  ${company.phone}`, fontSize: 9, color: '#4b5563', margin: [0, 2, 0, 0] },
    {
      canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.5, lineColor: accent }],
      margin: [0, 10, 0, 18],
    },
  ];
}

function signature(i18n: I18n, company: Company, alignment: 'left' | 'right' = 'left'): Content {
  return {
    stack: [
      {
        canvas: [
          {
            type: 'line',
            x1: alignment === 'left' ? 0 : 40,
            y1: 0,
            x2: alignment === 'left' ? 160 : 200,
            y2: 0,
            lineWidth: 0.8,
            lineColor: ink,
          },
        ],
      },
      says(i18n._({ id: 'document.signatory', message: 'Authorised Signatory' }), { bold: true, margin: [0, 4, 0, 0] }),
      sentence(
        i18n,
        /*i18n*/ { id: 'document.forCompany', message: 'For {company}', values: { company: company.name } },
        [],
        { fontSize: 9, color: '#4b5563' },
      ),
    ],
    alignment,
  };
}

function info(title: string, subject: string): TDocumentDefinitions['info'] {
  return { title, subject, author: subject, creator: subject, producer: subject };
}

/** The internship offer letter: A4 portrait, in the intern's language (`i18n`). */
export function offerLetterDefinition(
  i18n: I18n,
  company: Company,
  holder: Holder,
  issuedOn: string,
  opts: { extra?: boolean } = {},
): TDocumentDefinitions {
  const kind = opts.extra
    ? i18n._({ id: 'document.enrolmentLetterTitle', message: 'Course Enrolment Letter' })
    : i18n._({ id: 'document.offerLetterTitle', message: 'Internship Offer Letter' });
  const period = {
    start: dateOf(i18n, holder.startDate),
    end: dateOf(i18n, holder.endDate),
    days: holder.durationDays,
  };
  const offer = opts.extra
    ? /*i18n*/ {
        id: 'document.offerExtra',
        message:
          'We are pleased to offer you a place in our online course in <0>{course}</0> with {company}, starting on <1>{startDate}</1>.',
        values: { course: holder.course, company: company.name, startDate: period.start },
      }
    : /*i18n*/ {
        id: 'document.offerInternship',
        message:
          'We are pleased to offer you an online internship in <0>{course}</0> with {company}, starting on <1>{startDate}</1>.',
        values: { course: holder.course, company: company.name, startDate: period.start },
      };
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [40, 40, 40, 60],
    info: info(kind, company.name),
    defaultStyle: { fontSize: 11, lineHeight: 1.35, color: ink },
    content: [
      ...letterhead(company),
      {
        columns: [
          says(kind.toUpperCase(), { bold: true, fontSize: 14, color: accent }),
          sentence(
            i18n,
            /*i18n*/ { id: 'document.date', message: 'Date: {date}', values: { date: dateOf(i18n, issuedOn) } },
            [],
            { alignment: 'right' },
          ),
        ],
      },
      says(i18n._({ id: 'document.to', message: 'To,' }), { margin: [0, 18, 0, 0] }),
      mixedText(holder.name, { bold: true, fontSize: 13 }),
      mixedText(holder.college),
      sentence(i18n, /*i18n*/ { id: 'document.dear', message: 'Dear {name},', values: { name: holder.name } }, [], {
        margin: [0, 16, 0, 8],
      }),
      sentence(i18n, offer, [bold, bold]),
      {
        margin: [0, 12, 0, 12],
        table: {
          widths: [150, '*'],
          body: [
            [says(i18n._({ id: 'document.course', message: 'Course' }), bold), mixedText(holder.course)],
            [says(i18n._({ id: 'document.startDate', message: 'Start date' }), bold), period.start],
            [
              says(
                opts.extra
                  ? i18n._({ id: 'document.coursePeriod', message: 'Course period' })
                  : i18n._({ id: 'document.internshipPeriod', message: 'Internship period' }),
                bold,
              ),
              sentence(
                i18n,
                /*i18n*/ { id: 'document.periodDays', message: '{start} to {end} ({days} days)', values: period },
              ),
            ],
            [
              says(i18n._({ id: 'document.mode', message: 'Mode' }), bold),
              says(i18n._({ id: 'document.online', message: 'Online' })),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      says(
        opts.extra
          ? i18n._({
              id: 'document.extraBody',
              message:
                'You will receive the study materials and guidance by e-mail and on your dashboard. On completing the course you will receive a certificate.',
            })
          : i18n._({
              id: 'document.internshipBody',
              message:
                'During the internship you will work on live projects with guidance from our developers, take the tests on your dashboard and receive a completion certificate at the end of the internship period.',
            }),
      ),
      says(i18n._({ id: 'document.lookForward', message: 'We look forward to working with you.' }), {
        margin: [0, 12, 0, 36],
      }),
      says(i18n._({ id: 'document.bestWishes', message: 'With best wishes,' })),
      { text: ' ', margin: [0, 24, 0, 0] },
      signature(i18n, company),
    ],
    footer: {
      text: `${company.name} · ${company.email} · ${company.phone}`,
      alignment: 'center',
      fontSize: 8,
      color: '#6b7280',
      margin: [0, 20, 0, 0],
    },
  };
}

/** A landscape certificate frame with the number, the issue date, the QR code and the signature. */
function certificate(
  i18n: I18n,
  company: Company,
  title: string,
  body: Content[],
  facts: CertificateFacts,
): TDocumentDefinitions {
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
      says(company.name, { fontSize: 16, bold: true, color: accent }),
      // Spacing letters apart would pull a Tamil vowel sign away from its consonant: Latin titles only.
      says(title.toUpperCase(), {
        fontSize: 28,
        bold: true,
        color: gold,
        margin: [0, 14, 0, 6],
        ...(i18n.locale === 'en' ? { characterSpacing: 1.5 } : {}),
      }),
      says(i18n._({ id: 'document.certifyThat', message: 'This is to certify that' }), { margin: [0, 10, 0, 6] }),
      ...body,
      {
        margin: [0, 26, 0, 0],
        columns: [
          {
            width: '*',
            alignment: 'left',
            stack: [
              sentence(
                i18n,
                /*i18n*/ {
                  id: 'document.certificateNo',
                  message: '<0>Certificate No: </0>{number}',
                  values: { number: facts.certificateNumber },
                },
                [bold],
                {
                  fontSize: 11,
                },
              ),
              sentence(
                i18n,
                /*i18n*/ {
                  id: 'document.issuedOn',
                  message: '<0>Issued on: </0>{date}',
                  values: { date: dateOf(i18n, facts.issuedOn) },
                },
                [bold],
                {
                  fontSize: 11,
                  margin: [0, 3, 0, 0],
                },
              ),
              says(i18n._({ id: 'document.verifyAt', message: 'Verify this certificate at' }), {
                fontSize: 8,
                color: '#6b7280',
                margin: [0, 10, 0, 0],
              }),
              { text: facts.verifyUrl, fontSize: 8, color: accent, link: facts.verifyUrl },
            ],
          },
          { width: 100, qr: facts.verifyUrl, fit: 96, eccLevel: 'M', alignment: 'center' },
          {
            width: '*',
            alignment: 'right',
            stack: [{ text: ' ', margin: [0, 30, 0, 0] }, signature(i18n, company, 'right')],
          },
        ],
      },
    ],
  };
}

/** Who the certificate is for: the name, large, then their college. */
function holderLines(i18n: I18n, holder: Pick<Holder, 'name' | 'college'>): Content[] {
  return [
    mixedText(holder.name, { fontSize: 30, bold: true, margin: [0, 0, 0, 6] }),
    sentence(
      i18n,
      /*i18n*/ { id: 'document.ofCollege', message: 'of <0>{college}</0>', values: { college: holder.college } },
      [bold],
    ),
  ];
}

/** Completion certificate of the internship (or of an extra course), in the intern's language (`i18n`). */
export function completionCertificateDefinition(
  i18n: I18n,
  company: Company,
  holder: Holder,
  facts: CertificateFacts,
  opts: { extra?: boolean } = {},
): TDocumentDefinitions {
  const values = {
    course: holder.course,
    start: dateOf(i18n, holder.startDate),
    end: dateOf(i18n, holder.endDate),
    days: holder.durationDays,
  };
  const completed = opts.extra
    ? /*i18n*/ {
        id: 'document.completedCourse',
        message:
          'has successfully completed the course in <0>{course}</0> from {start} to {end}, a duration of <1>{days} days</1>.',
        values,
      }
    : /*i18n*/ {
        id: 'document.completedInternship',
        message:
          'has successfully completed the internship in <0>{course}</0> from {start} to {end}, a duration of <1>{days} days</1>.',
        values,
      };
  return certificate(
    i18n,
    company,
    opts.extra
      ? i18n._({ id: 'document.courseCompletionTitle', message: 'Certificate of Course Completion' })
      : i18n._({ id: 'document.internshipTitle', message: 'Certificate of Internship' }),
    [...holderLines(i18n, holder), sentence(i18n, completed, [bold, bold], { margin: [40, 8, 40, 0] })],
    facts,
  );
}

/** Test certificate: the mark of test 1, out of test 1's size (25), in the intern's language (`i18n`). */
export function testCertificateDefinition(
  i18n: I18n,
  company: Company,
  holder: Pick<Holder, 'name' | 'college' | 'course'>,
  mark: number,
  facts: CertificateFacts,
): TDocumentDefinitions {
  return certificate(
    i18n,
    company,
    i18n._({ id: 'document.achievementTitle', message: 'Certificate of Achievement' }),
    [
      ...holderLines(i18n, holder),
      sentence(
        i18n,
        /*i18n*/ {
          id: 'document.tookTest',
          message: 'has taken the assessment test of the internship in <0>{course}</0> and scored',
          values: { course: holder.course },
        },
        [bold],
        { margin: [40, 8, 40, 4] },
      ),
      sentence(
        i18n,
        /*i18n*/ {
          id: 'document.markOutOf',
          message: '{mark} out of {outOf}',
          values: { mark, outOf: TEST_MARK_OUT_OF },
        },
        [],
        {
          fontSize: 22,
          bold: true,
          color: accent,
        },
      ),
    ],
    facts,
  );
}
