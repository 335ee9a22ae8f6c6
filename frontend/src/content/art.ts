/** The site's illustrations (frontend/scripts/make-art.mjs draws them; Vite hashes the file names). */
const files = import.meta.glob<string>('../assets/art/*.svg', { eager: true, import: 'default', query: '?url' });

export type ArtName =
  | 'hero'
  | 'map-trichy'
  | 'course-uiux'
  | 'course-fullstack'
  | 'course-frontend'
  | 'course-backend'
  | 'course-iot'
  | 'course-internship'
  | 'course-excel'
  | 'course-medical'
  | 'course-java'
  | 'course-c'
  | 'course-javascript'
  | 'gallery-code-editor'
  | 'gallery-terminal'
  | 'gallery-api-diagram'
  | 'gallery-circuit'
  | 'gallery-sensor-dashboard'
  | 'gallery-board'
  | 'gallery-wireframe'
  | 'gallery-style-guide'
  | 'gallery-dashboard-mock';

export function art(name: ArtName): string {
  const url = files[`../assets/art/${name}.svg`];
  if (!url) throw new Error(`missing illustration ${name}`);
  return url;
}

/** A site picture named by data (a catalogue course's `art`): its address, or undefined when there is none of that name. */
export function artByName(name: string): string | undefined {
  return /^[a-z0-9-]+$/.test(name) ? files[`../assets/art/${name}.svg`] : undefined;
}
