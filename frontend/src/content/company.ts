import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Company facts used by the footer and the About page. Course names stay in Latin letters in every language. */
export const programs = [
  'UI/UX Design',
  'Full Stack Development',
  'Front-End and Back-End',
  'Embedded Systems and IoT',
  'Java and C',
  'MS Excel data entry',
  'Medical coding',
];

/** The four values of the footer (specification section 2, Home, item 7). */
export const values: MessageDescriptor[] = [
  msg`Accessible education`,
  msg`Industry-relevant skills`,
  msg`Affordable pricing`,
  msg`Certified internships`,
];

export const trustBadges: { title: MessageDescriptor; desc: MessageDescriptor }[] = [
  {
    title: msg`Verifiable certificates`,
    desc: msg`Every certificate carries a link and QR code anyone can check on this site.`,
  },
  {
    title: msg`UPI payments, checked by people`,
    desc: msg`We confirm every payment by hand within 2 to 4 hours and e-mail you.`,
  },
  { title: msg`Your data stays yours`, desc: msg`Passwords are stored hashed; we never share your details.` },
  { title: msg`Online classes only`, desc: msg`Learn from anywhere in Tamil Nadu and beyond.` },
];

/** Tiruchirappalli (Thillai Nagar), for the 'Open in maps' link. */
const headOffice = { lat: 10.8275, lon: 78.6856 };
export const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${headOffice.lat}&mlon=${headOffice.lon}#map=15/${headOffice.lat}/${headOffice.lon}`;
