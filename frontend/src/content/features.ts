import type { IconName } from '../components/Icon.tsx';

export interface Feature {
  /** A decorative line icon (hidden from screen readers). */
  icon: IconName;
  title: string;
  desc: string;
}

/** Home page 'Why Choose' grid: the management software's claims (specification section 1). */
export const homeFeatures: Feature[] = [
  { icon: 'paper', title: 'Paperless workflow', desc: 'Bills, stock and records live in one place instead of files and registers.' },
  { icon: 'calculator', title: 'Automated calculations', desc: 'Totals, taxes and balances are worked out for you, without spreadsheet errors.' },
  { icon: 'receipt', title: 'Instant PDF bills', desc: 'Generate bills and invoices as PDF in one click and share them on WhatsApp or e-mail.' },
  { icon: 'chart', title: 'Reports on demand', desc: 'Daily, monthly and yearly reports as PDF whenever you need them.' },
  { icon: 'receipt', title: 'Receipts in seconds', desc: 'Printable receipts for every payment, numbered and stored automatically.' },
  { icon: 'puzzle', title: 'Customizable modules', desc: 'Turn on only what your shop or unit needs; add modules as you grow.' },
  { icon: 'database', title: 'Centralized data storage', desc: 'One safe, backed-up store for all branches and users.' },
  { icon: 'rupee', title: 'Affordable pricing', desc: 'Priced for small businesses, with no large upfront cost.' },
  { icon: 'handshake', title: 'Local support', desc: 'Help from a Tamil Nadu team that speaks your language.' },
];

/** /courses 'Why Choose Courses?' grid (specification section 1, course page claims). */
export const courseFeatures: Feature[] = [
  { icon: 'teacher', title: 'Expert-led training', desc: 'Classes taught by developers who build software every day.' },
  { icon: 'certificate', title: 'Internship certificate', desc: 'A certificate with a verification link anyone can check.' },
  { icon: 'wrench', title: 'Direct developer support', desc: 'Ask a working developer when you are stuck.' },
  { icon: 'rocket', title: 'Live projects', desc: 'Build real projects you can show in interviews.' },
  { icon: 'compass', title: 'Career guidance', desc: 'Resume reviews and advice on the next step.' },
  { icon: 'clock', title: 'Flexible learning', desc: 'Online classes only: learn from home, at your pace.' },
  { icon: 'users', title: 'A community', desc: 'Learn with other students from across Tamil Nadu.' },
  { icon: 'rupee', title: 'Affordable', desc: 'Join for just ₹500: no hidden fees.' },
  { icon: 'smartphone', title: 'Phone friendly', desc: 'Materials and tests work on any phone over mobile data.' },
];

/** 'Services We're Delivering Right Now' (specification section 1). */
export const services: Feature[] = [
  { icon: 'users', title: 'Mentorship', desc: 'Regular guidance from mentors through your course and internship.' },
  { icon: 'chat', title: 'One-on-one developer support', desc: 'Personal help with your code and projects.' },
  { icon: 'blocks', title: 'Project-based learning', desc: 'Learn by building, with reviews on every project.' },
  { icon: 'cog', title: 'Data entry automation', desc: 'Tools and training that make data work faster and accurate.' },
  { icon: 'stethoscope', title: 'Medical coding sessions', desc: 'Guided sessions on medical coding with real examples.' },
  { icon: 'palette', title: 'Design training', desc: 'UI/UX design practice with feedback from designers.' },
];
