import type { StaffRole } from 'shared/api/admin-accounts';
import type { SessionUser } from '../middlewares/session.ts';

/**
 * An upload id is an unguessable capability while the form is being filled in. Once a registration
 * uses it, only that student or an admin may still read it (not an operator: a payment screenshot is
 * an intern's personal data), also after a resubmission replaced it (queries/uploads.ts, uploadOwnerId). `staffRole`: the role of a staff session's account, when active.
 */
export function canSeeUpload(
  user: SessionUser | undefined,
  upload: { ownerId: number | null },
  staffRole?: StaffRole,
): boolean {
  if (upload.ownerId === null) return true;
  if (!user) return false;
  return user.kind === 'admin' ? staffRole === 'admin' : user.id === upload.ownerId;
}
