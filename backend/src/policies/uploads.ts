import type { SessionUser } from '../middlewares/session.ts';

/**
 * An upload id is an unguessable capability while the form is being filled in. Once a registration
 * uses it, only that student or an admin may still read it.
 */
export function canSeeUpload(user: SessionUser | undefined, upload: { ownerId: number | null }): boolean {
  if (upload.ownerId === null) return true;
  return user !== undefined && (user.kind === 'admin' || user.id === upload.ownerId);
}
