/**
 * The root of the query keys of everything /ab shows (the student list, the requests, the refer counts, a
 * student's documents): each change the admin makes there reads them all again (`refresh(AB)`).
 */
export const AB = ['ab'] as const;
