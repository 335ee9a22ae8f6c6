import type { Context } from 'koa';
import { VC_JWT_MEDIA_TYPE } from '../credentials/vc-jwt.ts';
import { attachmentDisposition } from './attachment.ts';
import { sendFile } from './send-file.ts';

/** A certificate's credential as a download, `<certificate number>.jwt` (personal: `private, no-store`). */
export function sendCredential(ctx: Context, jwt: string, certificateNumber: string) {
  const name = `${certificateNumber.replace(/[^\w-]/g, '_')}.jwt`;
  sendFile(
    ctx,
    { contentType: VC_JWT_MEDIA_TYPE, data: Buffer.from(jwt) },
    attachmentDisposition({ utf8: name, ascii: name }),
  );
}
