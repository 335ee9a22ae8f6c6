/** Company facts used by the footer and the About page. */
export const programs = ['UI/UX Design', 'Full Stack Development', 'Front-End and Back-End', 'Embedded Systems and IoT', 'Java and C', 'MS Excel data entry', 'Medical coding'];

/** The four values of the footer (specification section 2, Home, item 7). */
export const values = ['Accessible education', 'Industry-relevant skills', 'Affordable pricing', 'Certified internships'];

export const trustBadges = [
  { title: 'Verifiable certificates', desc: 'Every certificate carries a link and QR code anyone can check on this site.' },
  { title: 'UPI payments, checked by people', desc: 'We confirm every payment by hand within 2 to 4 hours and e-mail you.' },
  { title: 'Your data stays yours', desc: 'Passwords are stored hashed; we never share your details.' },
  { title: 'Online classes only', desc: 'Learn from anywhere in Tamil Nadu and beyond.' },
];

/** Tiruchirappalli (Thillai Nagar), for the 'Open in maps' link. */
const headOffice = { lat: 10.8275, lon: 78.6856 };
export const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${headOffice.lat}&mlon=${headOffice.lon}#map=15/${headOffice.lat}/${headOffice.lon}`;
