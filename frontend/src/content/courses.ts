import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { REGISTRATION_FEE_RUPEES } from 'shared/payments';
import type { ArtName } from './art.ts';

// The course lists are the server's own (pure data, bundled by Vite), so the
// form can never offer a course the API refuses.
export { registrationCourses, extraCourses } from 'shared/courses';

/** The registration fee, where the product keeps it (the API checks payments against the same number). */
export const PRICE = REGISTRATION_FEE_RUPEES;
export const PRICE_BEFORE = 799;
export const UPDATED_ON = '09/07/25';

export interface CourseCard {
  /** The course's name: in Latin letters in every language. */
  title: string;
  ratings: number;
  image: ArtName;
  /** One line under the title. */
  blurb: MessageDescriptor;
}

/** Home page course grid (specification section 2, Home, item 4): titles and rating counts in order. */
export const homeCourses: CourseCard[] = [
  {
    title: 'UI/UX Design',
    ratings: 512,
    image: 'course-uiux',
    blurb: msg`Research, wireframes and polished prototypes in Figma.`,
  },
  {
    title: 'Full Stack Development',
    ratings: 421,
    image: 'course-fullstack',
    blurb: msg`React, Node.js and a database: build and ship a whole app.`,
  },
  {
    title: 'Front-End Development',
    ratings: 388,
    image: 'course-frontend',
    blurb: msg`HTML, CSS, JavaScript and React for fast, accessible pages.`,
  },
  {
    title: 'Back-End Development',
    ratings: 305,
    image: 'course-backend',
    blurb: msg`APIs, authentication and databases with Node.js and Express.`,
  },
  {
    title: 'Embedded System and IOT',
    ratings: 385,
    image: 'course-iot',
    blurb: msg`Microcontrollers, sensors and connected devices.`,
  },
  {
    title: 'Certified Internship Program',
    ratings: 472,
    image: 'course-internship',
    blurb: msg`Live projects, mentor support, offer letter and certificate.`,
  },
  {
    title: 'Data Entry Using MS Excel',
    ratings: 472,
    image: 'course-excel',
    blurb: msg`Clean, fast and accurate data work in Excel.`,
  },
  {
    title: 'Medical coding course',
    ratings: 472,
    image: 'course-medical',
    blurb: msg`ICD and CPT coding basics with real case sheets.`,
  },
];

/** /courses grid (specification section 2, /courses): nine cards with their rating counts. */
export const catalogueCourses: CourseCard[] = [
  {
    title: 'UI/UX Design',
    ratings: 512,
    image: 'course-uiux',
    blurb: msg`Design thinking, Figma, prototyping and usability testing.`,
  },
  {
    title: 'Full Stack Development',
    ratings: 421,
    image: 'course-fullstack',
    blurb: msg`From the browser to the database, one project end to end.`,
  },
  {
    title: 'Front-End Development',
    ratings: 388,
    image: 'course-frontend',
    blurb: msg`Semantic HTML, modern CSS, JavaScript and React.`,
  },
  {
    title: 'Back-End Development',
    ratings: 305,
    image: 'course-backend',
    blurb: msg`Node.js, Express, REST APIs and SQL/NoSQL databases.`,
  },
  {
    title: 'Embedded Systems and IoT',
    ratings: 385,
    image: 'course-iot',
    blurb: msg`Arduino-style boards, sensors and cloud dashboards.`,
  },
  {
    title: 'Java Development',
    ratings: 472,
    image: 'course-java',
    blurb: msg`Object-oriented Java, collections and small web services.`,
  },
  {
    title: 'C Programming',
    ratings: 402,
    image: 'course-c',
    blurb: msg`Pointers, memory and problem solving: the foundations.`,
  },
  {
    title: 'Data Entry Using MS Excel',
    ratings: 472,
    image: 'course-excel',
    blurb: msg`Formulas, validation, lookups and tidy reports.`,
  },
  {
    title: 'Medical Coding',
    ratings: 472,
    image: 'course-medical',
    blurb: msg`Medical coding with Optum360 EncoderPro.`,
  },
];
