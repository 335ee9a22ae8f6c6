import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { Student } from 'backend/entities/index';
import { recordEvent } from 'backend/events/record-event';
import type { EventType } from 'backend/events/types';
import { buildReferrer, buildStudent } from 'backend/test/factories';
import { waitFor } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';
import { embeddedFonts } from '../test/pdf-fonts.ts';
import { pdfText } from '../test/smtp.ts';

/**
 * An intern who reads Tamil gets their mails and their offer letter in Tamil,
 * through the real path (the event, the PDF job, the mail job, an SMTP server); an English intern's
 * stay as they were.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
useMailStack((stack) => ({ orm, smtp } = stack));

async function record(type: Extract<EventType, 'student.registered' | 'student.validated'>, studentId: number) {
  await orm.em.fork().transactional(async (tx) => {
    recordEvent(tx, type, { type: 'student', id: studentId }, { studentId }, 'admin:1');
    await tx.flush();
  });
}

async function confirmed(referrerId: number) {
  await orm.em.fork().transactional(async (tx) => {
    recordEvent(
      tx,
      'referrer.confirmed',
      { type: 'referrer', id: referrerId },
      { referrerId },
      `referrer:${referrerId}`,
    );
    await tx.flush();
  });
}

const { mailsTo } = mailboxOf(() => smtp.received);
const tamilLetters = (text: string) => text.match(/[\u0B80-\u0BFF]/gu)?.length ?? 0;
/** The share of letters that are Tamil, links and addresses aside (a link's token is no word). */
function tamilShare(text: string): number {
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  const latin = words.match(/[A-Za-z]/g)?.length ?? 0;
  return tamilLetters(words) / (tamilLetters(words) + latin);
}

describe('mails and documents in the intern language', () => {
  it('mails a Tamil intern in Tamil (subject and body) with an offer letter in Tamil that embeds Noto Sans Tamil', async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Kavya Subramanian',
      course: 'Full Stack Development',
      language: 'ta',
    });

    await record('student.registered', student.id);
    await waitFor(() => mailsTo(student.email).length === 1, 20_000);
    const received = mailsTo(student.email)[0]!;
    // The subject names no one: the address's owner may not be the person who registered with it.
    expect(received.subject).toBe('உங்கள் பதிவைப் பெற்றுக்கொண்டோம்');
    expect(received.text).toContain('வணக்கம் Kavya Subramanian,');
    expect(received.text).toContain('01/06/2026 முதல் 15/07/2026 வரை');
    expect(tamilShare(received.text!)).toBeGreaterThan(0.7);
    expect(received.html).toContain('<html lang="ta">');

    await orm.em.fork().nativeUpdate(Student, { id: student.id }, { validated: true, validatedAt: new Date() });
    await record('student.validated', student.id);
    await waitFor(() => mailsTo(student.email).length === 2, 30_000);
    const confirmed = mailsTo(student.email)[1]!;
    expect(confirmed.subject).toBe('உங்கள் சேர்க்கை உறுதிசெய்யப்பட்டது: ஆஃபர் லெட்டர் இணைக்கப்பட்டுள்ளது');
    expect(tamilShare(confirmed.text!)).toBeGreaterThan(0.7);
    expect(confirmed.text).toContain('உங்கள் டாஷ்போர்டைத் திறங்கள்');
    expect(confirmed.text).not.toMatch(/Warm regards|Your offer letter/);

    const pdf = confirmed.attachments[0]!.content;
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSansTamil-Regular', 'NotoSansTamil-Bold', 'Roboto-Regular']),
    );
    const text = await pdfText(pdf);
    // pdf.js (pdfText) ignores /ActualText: its Tamil may list a vowel sign before its consonant (the order it is drawn in), so count letters here; documents/tamil-text.test.ts compares words through pdftotext and PDFium.
    expect(tamilLetters(text)).toBeGreaterThan(300);
    for (const latin of ['Kavya Subramanian', 'Full Stack Development', '01/06/2026', 'Bishop Heber College'])
      expect(text).toContain(latin);
    expect(text).not.toMatch(/Internship Offer Letter|We are pleased|Authorised Signatory/i);
  }, 60_000);

  it("keeps an English intern's mails and offer letter in English, with no Tamil font", async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Priya Raman',
      validated: true,
      validatedAt: new Date(),
    });
    expect(student.language).toBe('en');
    await record('student.validated', student.id);
    await waitFor(() => mailsTo(student.email).length === 1, 30_000);
    const mail = mailsTo(student.email)[0]!;
    expect(mail.subject).toBe('Your enrolment is confirmed: offer letter attached');
    expect(mail.html).toContain('<html lang="en">');
    expect(tamilLetters(mail.text!)).toBe(0);
    expect(mail.text).toContain(
      'Hello Priya Raman,\n\nGood news: your enrolment is confirmed. Welcome aboard!\n\nCourse: Full Stack Development\nStart date: 01/06/2026\nInternship period: 01/06/2026 to 15/07/2026',
    );
    const pdf = mail.attachments[0]!.content;
    expect(embeddedFonts(pdf).some((font) => font.startsWith('NotoSansTamil'))).toBe(false);
    const text = await pdfText(pdf);
    expect(tamilLetters(text)).toBe(0);
    for (const english of [
      'INTERNSHIP OFFER LETTER',
      'We are pleased to offer you an online internship in',
      'Authorised Signatory',
    ])
      expect(text).toContain(english);
  }, 60_000);

  it('mails a referrer who reads Tamil in Tamil, the code and UPI id as typed', async () => {
    const referrer = await buildReferrer(orm.em.fork(), { name: 'Senthil', language: 'ta' });
    await confirmed(referrer.id);
    await waitFor(() => mailsTo(referrer.email).length === 1, 20_000);
    const mail = mailsTo(referrer.email)[0]!;
    expect(mail.subject).toBe(`உங்கள் பரிந்துரைக் குறியீடு: ${referrer.code}`);
    expect(mail.text).toContain(`${referrer.upiId}-க்குச் செலுத்துகிறோம்.`);
    expect(tamilShare(mail.text!)).toBeGreaterThan(0.7);
  });
});
