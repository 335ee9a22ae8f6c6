import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { IconName } from '../components/Icon.tsx';

export interface Feature {
  /** A decorative line icon (hidden from screen readers). */
  icon: IconName;
  title: MessageDescriptor;
  /** May name `{price}`: the lowest registration fee of the catalogue (the box waits for it). */
  desc: MessageDescriptor;
  priced?: true;
}

/** Home page 'Why Choose' grid: the management software's claims (specification section 1). */
export const homeFeatures: Feature[] = [
  {
    icon: 'paper',
    title: msg`Paperless workflow`,
    desc: msg`Bills, stock and records live in one place instead of files and registers.`,
  },
  {
    icon: 'calculator',
    title: msg`Automated calculations`,
    desc: msg`Totals, taxes and balances are worked out for you, without spreadsheet errors.`,
  },
  {
    icon: 'receipt',
    title: msg`Instant PDF bills`,
    desc: msg`Generate bills and invoices as PDF in one click and share them on WhatsApp or e-mail.`,
  },
  {
    icon: 'chart',
    title: msg`Reports on demand`,
    desc: msg`Daily, monthly and yearly reports as PDF whenever you need them.`,
  },
  {
    icon: 'receipt',
    title: msg`Receipts in seconds`,
    desc: msg`Printable receipts for every payment, numbered and stored automatically.`,
  },
  {
    icon: 'puzzle',
    title: msg`Customizable modules`,
    desc: msg`Turn on only what your shop or unit needs; add modules as you grow.`,
  },
  {
    icon: 'database',
    title: msg`Centralized data storage`,
    desc: msg`One safe, backed-up store for all branches and users.`,
  },
  {
    icon: 'rupee',
    title: msg`Affordable pricing`,
    desc: msg`Priced for small businesses, with no large upfront cost.`,
  },
  { icon: 'handshake', title: msg`Local support`, desc: msg`Help from a Tamil Nadu team that speaks your language.` },
];

/** /courses 'Why Choose Courses?' grid (specification section 1, course page claims). */
export const courseFeatures: Feature[] = [
  {
    icon: 'teacher',
    title: msg`Expert-led training`,
    desc: msg`Classes taught by developers who build software every day.`,
  },
  {
    icon: 'certificate',
    title: msg`Internship certificate`,
    desc: msg`A certificate with a verification link anyone can check.`,
  },
  { icon: 'wrench', title: msg`Direct developer support`, desc: msg`Ask a working developer when you are stuck.` },
  { icon: 'rocket', title: msg`Live projects`, desc: msg`Build real projects you can show in interviews.` },
  { icon: 'compass', title: msg`Career guidance`, desc: msg`Resume reviews and advice on the next step.` },
  { icon: 'clock', title: msg`Flexible learning`, desc: msg`Online classes only: learn from home, at your pace.` },
  { icon: 'users', title: msg`A community`, desc: msg`Learn with other students from across Tamil Nadu.` },
  {
    icon: 'rupee',
    title: msg`Affordable`,
    desc: msg({ message: 'Join for just ₹{price}: no hidden fees.' }),
    priced: true,
  },
  {
    icon: 'smartphone',
    title: msg`Phone friendly`,
    desc: msg`Materials and tests work on any phone over mobile data.`,
  },
];

/** 'Services We're Delivering Right Now' (specification section 1). */
export const services: Feature[] = [
  {
    icon: 'users',
    title: msg`Mentorship`,
    desc: msg`Regular guidance from mentors through your course and internship.`,
  },
  { icon: 'chat', title: msg`One-on-one developer support`, desc: msg`Personal help with your code and projects.` },
  { icon: 'blocks', title: msg`Project-based learning`, desc: msg`Learn by building, with reviews on every project.` },
  {
    icon: 'cog',
    title: msg`Data entry automation`,
    desc: msg`Tools and training that make data work faster and accurate.`,
  },
  {
    icon: 'stethoscope',
    title: msg`Medical coding sessions`,
    desc: msg`Guided sessions on medical coding with real examples.`,
  },
  { icon: 'palette', title: msg`Design training`, desc: msg`UI/UX design practice with feedback from designers.` },
];
