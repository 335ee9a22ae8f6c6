import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeeSource } from '../catalogue/fee-source.ts';
import { receiveUpload, type UploadInput } from './receive-upload.ts';
import { registerStudent, type RegistrationInput } from './register-student.ts';

/**
 * The specification's registration (POST /api/insertuser), which brings the screenshot in the same
 * request: the upload and the registration in one transaction, so a refused registration leaves no
 * orphan upload behind.
 */
export async function registerWithScreenshot(
  em: EntityManager,
  form: Omit<RegistrationInput, 'uploadId'>,
  screenshot: UploadInput,
  catalogue: FeeSource,
) {
  await em.transactional(async (tx) => {
    const { uploadId } = await receiveUpload(tx, screenshot);
    await registerStudent(tx, { ...form, uploadId }, catalogue);
  });
}
