import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The certificates the verifier knows our PDFs by (DOCUMENT_SIGNING_CERTS): certificates only, never a
 * key, so the process that reads visitors' files (the API) cannot sign anything. Every certificate the
 * PDFs were ever signed with stays in the list, oldest first, so a PDF signed before a renewal still
 * reads as ours; a CA's certificates (basicConstraints cA) in the list are the chains the signatures
 * carry, never signers. node:crypto only: the API loads no node-forge and no PKCS#12 for this.
 *
 * The value is comma-separated entries, each a certificate in base64 DER (what `npm start` writes), or
 * an absolute path to a PEM file (one or more certificates, e.g. `openssl pkcs12 -nokeys` of the .p12)
 * or a DER file; or PEM text itself (the Docker way: the file's content in the variable).
 */

/** A certificate we signed with, and the chain our signatures carry with it (what pdf-signature.ts rebuilds). */
export interface SigningCertificate {
  x509: X509Certificate;
  certificate: Buffer;
  chain: Buffer[];
}

/** A DOCUMENT_SIGNING_CERTS value that cannot be read, with the reason. */
export class SigningCertificatesError extends Error {}

const PEM = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+?-----END CERTIFICATE-----/g;

function x509(bytes: Buffer, where: string): X509Certificate {
  try {
    return new X509Certificate(bytes);
  } catch {
    throw new SigningCertificatesError(`${where} is not a certificate (PEM or DER)`);
  }
}

function fromFile(path: string): X509Certificate[] {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    throw new SigningCertificatesError(`cannot read ${path} (${(err as Error).message})`);
  }
  const pems = bytes.toString('latin1').match(PEM);
  if (pems) return pems.map((pem) => x509(Buffer.from(pem), path));
  return [x509(bytes, path)];
}

/** Every certificate a DOCUMENT_SIGNING_CERTS value names, in its order. */
export function readCertificateList(value: string): X509Certificate[] {
  const pems = value.match(PEM);
  if (pems) return pems.map((pem, i) => x509(Buffer.from(pem), `PEM certificate ${i + 1}`));
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const certificates = entries.flatMap((entry, i) => {
    if (entry.startsWith('/')) return fromFile(entry);
    if (!/^[A-Za-z0-9+/=_-]+$/.test(entry))
      throw new SigningCertificatesError(`entry ${i + 1} is neither a certificate in base64 DER nor an absolute path`);
    return [x509(Buffer.from(entry, 'base64'), `entry ${i + 1}`)];
  });
  if (!certificates.some((certificate) => !certificate.ca))
    throw new SigningCertificatesError('names no signing certificate (only CA certificates)');
  return certificates;
}

/** One entry of DOCUMENT_SIGNING_CERTS for a certificate: its DER in base64 (no commas, one line). */
export const certificateEntry = (der: Buffer): string => der.toString('base64');

/** The certificates in the list that sign (not a CA's), each with the chain found for it among the CA certificates of the list. */
function signingCertificates(list: X509Certificate[]): SigningCertificate[] {
  const authorities = list.filter((certificate) => certificate.ca);
  return list
    .filter((certificate) => !certificate.ca)
    .map((certificate) => {
      const chain: X509Certificate[] = [];
      let current = certificate;
      // Up the issuers while the list holds one (a self-signed root ends it); at most as many steps as authorities.
      for (let step = 0; step < authorities.length; step++) {
        if (current.checkIssued(current) && current !== certificate) break;
        const issuer = authorities.find(
          (ca) => !chain.includes(ca) && current.checkIssued(ca) && current.verify(ca.publicKey),
        );
        if (!issuer) break;
        chain.push(issuer);
        current = issuer;
      }
      return { x509: certificate, certificate: certificate.raw, chain: chain.map((ca) => ca.raw) };
    });
}

let cached: { value: string; certificates: SigningCertificate[] } | undefined;

/** The certificates of DOCUMENT_SIGNING_CERTS, read once per process (and again if the setting changes); none when unset. */
export function verifyingCertificates(value: string | undefined): SigningCertificate[] {
  if (!value) return [];
  if (cached?.value !== value) cached = { value, certificates: signingCertificates(readCertificateList(value)) };
  return cached.certificates;
}

/** Whether a DOCUMENT_SIGNING_CERTS value reads (the configuration's check): the reason when it does not. */
export function certificateListProblem(value: string): string | undefined {
  try {
    readCertificateList(value);
    return undefined;
  } catch (err) {
    if (err instanceof SigningCertificatesError) return err.message;
    throw err;
  }
}
