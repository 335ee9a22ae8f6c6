import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ArtName } from './art.ts';

export interface GalleryCategory {
  id: 'programming' | 'iot' | 'uiux';
  label: MessageDescriptor;
  description: MessageDescriptor;
  images: { art: ArtName; alt: MessageDescriptor }[];
}

/** 'Images & sample work' on the home page (Programming is the default). */
export const gallery: GalleryCategory[] = [
  {
    id: 'programming',
    label: msg`Programming`,
    description: msg`Students write real code from week one: web apps, APIs and the tools professionals use every day.`,
    images: [
      { art: 'gallery-code-editor', alt: msg`A code editor with a student project open` },
      { art: 'gallery-terminal', alt: msg`A terminal showing a successful build and a git push` },
      { art: 'gallery-api-diagram', alt: msg`Diagram of a React app talking to an API and a database` },
    ],
  },
  {
    id: 'iot',
    label: msg`IoT`,
    description: msg`Embedded and IoT interns wire sensors to boards and send readings to live dashboards.`,
    images: [
      { art: 'gallery-circuit', alt: msg`A printed circuit board with connected components` },
      { art: 'gallery-sensor-dashboard', alt: msg`A dashboard charting temperature and humidity readings` },
      { art: 'gallery-board', alt: msg`A microcontroller board with pins and a status light` },
    ],
  },
  {
    id: 'uiux',
    label: msg`UI/UX`,
    description: msg`Design students go from wireframes to style guides to complete, tested interfaces.`,
    images: [
      { art: 'gallery-wireframe', alt: msg`A mobile app wireframe` },
      { art: 'gallery-style-guide', alt: msg`A style guide with a colour palette and typography` },
      { art: 'gallery-dashboard-mock', alt: msg`A dashboard design with cards and a bar chart` },
    ],
  },
];
