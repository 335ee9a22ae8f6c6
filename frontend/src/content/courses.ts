// The courses themselves are the published catalogue's (api/queries/catalogue.ts, catalogue/courses.ts).

/** The date every course card says it was updated ('Updated 09/07/25'), as the specification writes it. */
export const UPDATED_ON = '09/07/25';
