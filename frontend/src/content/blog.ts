export interface BlogPost {
  slug: string;
  title: string;
  category: string;
  date: string;
  excerpt: string;
  /** Paragraphs shown when the reader opens 'Read more'. */
  body: string[];
}

/** The four static posts of /blog. */
export const posts: BlogPost[] = [
  {
    slug: 'ui-ux-basics',
    title: 'UI/UX design: where to start in 2025',
    category: 'UI/UX',
    date: '2025-06-12',
    excerpt: 'Good design starts with people, not pixels. Here is a simple path from your first wireframe to a tested prototype.',
    body: [
      'Begin with the problem: talk to two or three people who will use what you design and write down what they are trying to do.',
      'Sketch on paper first, then move to Figma. Keep to one font family and a small colour palette; check contrast so everyone can read it.',
      'Test early: ask a friend to finish a task on your prototype while you watch quietly. Every confused pause is a design change.',
    ],
  },
  {
    slug: 'full-stack-roadmap',
    title: 'A realistic full stack roadmap',
    category: 'Full Stack',
    date: '2025-05-28',
    excerpt: 'HTML, CSS, JavaScript, React, Node.js and a database: the order that works and the projects that prove it.',
    body: [
      'Learn the browser first: semantic HTML, CSS layout and plain JavaScript. Frameworks are easier once these are solid.',
      'Then React for interfaces and Node.js with Express for APIs. Store data in PostgreSQL or MongoDB and learn to model it.',
      'Finish with one project you deploy and can explain line by line. Interviewers value that more than a long list of tools.',
    ],
  },
  {
    slug: 'internship-tips',
    title: 'Seven tips to get the most from your internship',
    category: 'Internship tips',
    date: '2025-05-10',
    excerpt: 'Ask early, commit often, write things down. Small habits that turn a certificate into real experience.',
    body: [
      'Ask questions early; nobody expects you to know everything. Write down answers so you only ask once.',
      'Commit small changes often and describe them clearly. Read other people’s code as much as you write your own.',
      'Keep a log of what you built each week: it becomes your resume and your interview stories.',
    ],
  },
  {
    slug: 'tech-trends-2025',
    title: 'Tech trends 2025 for students',
    category: 'Tech trends 2025',
    date: '2025-04-22',
    excerpt: 'AI-assisted coding, IoT in agriculture and the return of fast, simple websites: what matters for your career.',
    body: [
      'AI assistants now write boilerplate, so understanding and reviewing code matters more than typing it.',
      'IoT is growing in agriculture and small industries across Tamil Nadu: sensors, dashboards and alerts.',
      'Users on mobile data reward fast, light websites. Performance and accessibility are skills companies hire for.',
    ],
  },
];

export const blogCategories = [...new Set(posts.map((p) => p.category))];
