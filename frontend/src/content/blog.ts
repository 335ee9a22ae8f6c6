import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface BlogCategory {
  /** Stable across languages: what the category filter compares. */
  id: string;
  label: MessageDescriptor;
}

export interface BlogPost {
  slug: string;
  title: MessageDescriptor;
  category: BlogCategory;
  date: string;
  excerpt: MessageDescriptor;
  /** Paragraphs shown when the reader opens 'Read more'. */
  body: MessageDescriptor[];
}

const uiux: BlogCategory = { id: 'uiux', label: msg`UI/UX` };
const fullStack: BlogCategory = { id: 'full-stack', label: msg`Full Stack` };
const internshipTips: BlogCategory = { id: 'internship-tips', label: msg`Internship tips` };
const techTrends: BlogCategory = { id: 'tech-trends-2025', label: msg`Tech trends 2025` };

/** The four static posts of /blog. */
export const posts: BlogPost[] = [
  {
    slug: 'ui-ux-basics',
    title: msg`UI/UX design: where to start in 2025`,
    category: uiux,
    date: '2025-06-12',
    excerpt: msg`Good design starts with people, not pixels. Here is a simple path from your first wireframe to a tested prototype.`,
    body: [
      msg`Begin with the problem: talk to two or three people who will use what you design and write down what they are trying to do.`,
      msg`Sketch on paper first, then move to Figma. Keep to one font family and a small colour palette; check contrast so everyone can read it.`,
      msg`Test early: ask a friend to finish a task on your prototype while you watch quietly. Every confused pause is a design change.`,
    ],
  },
  {
    slug: 'full-stack-roadmap',
    title: msg`A realistic full stack roadmap`,
    category: fullStack,
    date: '2025-05-28',
    excerpt: msg`HTML, CSS, JavaScript, React, Node.js and a database: the order that works and the projects that prove it.`,
    body: [
      msg`Learn the browser first: semantic HTML, CSS layout and plain JavaScript. Frameworks are easier once these are solid.`,
      msg`Then React for interfaces and Node.js with Express for APIs. Store data in PostgreSQL or MongoDB and learn to model it.`,
      msg`Finish with one project you deploy and can explain line by line. Interviewers value that more than a long list of tools.`,
    ],
  },
  {
    slug: 'internship-tips',
    title: msg`Seven tips to get the most from your internship`,
    category: internshipTips,
    date: '2025-05-10',
    excerpt: msg`Ask early, commit often, write things down. Small habits that turn a certificate into real experience.`,
    body: [
      msg`Ask questions early; nobody expects you to know everything. Write down answers so you only ask once.`,
      msg`Commit small changes often and describe them clearly. Read other people’s code as much as you write your own.`,
      msg`Keep a log of what you built each week: it becomes your resume and your interview stories.`,
    ],
  },
  {
    slug: 'tech-trends-2025',
    title: msg`Tech trends 2025 for students`,
    category: techTrends,
    date: '2025-04-22',
    excerpt: msg`AI-assisted coding, IoT in agriculture and the return of fast, simple websites: what matters for your career.`,
    body: [
      msg`AI assistants now write boilerplate, so understanding and reviewing code matters more than typing it.`,
      msg`IoT is growing in agriculture and small industries across Tamil Nadu: sensors, dashboards and alerts.`,
      msg`Users on mobile data reward fast, light websites. Performance and accessibility are skills companies hire for.`,
    ],
  },
];

export const blogCategories: BlogCategory[] = [...new Set(posts.map((p) => p.category))];
