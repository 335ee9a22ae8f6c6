import type { ArtName } from './art.ts';

export interface GalleryCategory {
  id: 'programming' | 'iot' | 'uiux';
  label: string;
  description: string;
  images: { art: ArtName; alt: string }[];
}

/** 'Images & sample work' on the home page (Programming is the default). */
export const gallery: GalleryCategory[] = [
  {
    id: 'programming',
    label: 'Programming',
    description: 'Students write real code from week one: web apps, APIs and the tools professionals use every day.',
    images: [
      { art: 'gallery-code-editor', alt: 'A code editor with a student project open' },
      { art: 'gallery-terminal', alt: 'A terminal showing a successful build and a git push' },
      { art: 'gallery-api-diagram', alt: 'Diagram of a React app talking to an API and a database' },
    ],
  },
  {
    id: 'iot',
    label: 'IoT',
    description: 'Embedded and IoT interns wire sensors to boards and send readings to live dashboards.',
    images: [
      { art: 'gallery-circuit', alt: 'A printed circuit board with connected components' },
      { art: 'gallery-sensor-dashboard', alt: 'A dashboard charting temperature and humidity readings' },
      { art: 'gallery-board', alt: 'A microcontroller board with pins and a status light' },
    ],
  },
  {
    id: 'uiux',
    label: 'UI/UX',
    description: 'Design students go from wireframes to style guides to complete, tested interfaces.',
    images: [
      { art: 'gallery-wireframe', alt: 'A mobile app wireframe' },
      { art: 'gallery-style-guide', alt: 'A style guide with a colour palette and typography' },
      { art: 'gallery-dashboard-mock', alt: 'A dashboard design with cards and a bar chart' },
    ],
  },
];
