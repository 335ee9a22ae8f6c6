import { notFound } from '../errors.ts';
import { policy } from './policy.ts';

/**
 * An upload id is an unguessable capability while the form is being filled in: anyone holding it may
 * read it. Once a registration uses it, only that student or an admin may still read it (not an
 * operator: a payment screenshot is an intern's personal data), also after a resubmission replaced it
 * (its owner: queries/uploads.ts `uploadOwnerId`). Anyone else is told the id is unknown.
 */
export const uploadPolicies = {
  'uploads.read': policy<{ ownerId: number | null }>({
    audience: 'public',
    allows: (actor, upload) =>
      upload.ownerId === null ||
      (actor?.kind === 'admin' ? actor.role === 'admin' : actor?.kind === 'student' && actor.id === upload.ownerId),
    refusal: () => notFound('unknownUpload'),
  }),
};
