import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import forge from 'node-forge';
import type { CmsSigner } from './cms.ts';

/** The company's document-signing certificate, with its key: what every issued PDF is signed with. */
export interface DocumentSigner extends CmsSigner {
  /** The certificate, for comparisons and its subject. */
  x509: X509Certificate;
}

/** A certificate that cannot be used: missing, unreadable, or without a key that matches it. */
export class SigningCertificateError extends Error {}

/** The settings this reads (backend/src/config.ts). */
export interface SigningSettings {
  DOCUMENT_SIGNING_P12?: string | undefined;
  DOCUMENT_SIGNING_P12_PASSWORD: string;
}

/** DOCUMENT_SIGNING_P12 is an absolute path to a .p12/.pfx file, or the file itself in base64. */
function p12Bytes(value: string): Buffer {
  if (value.startsWith('/')) {
    try {
      return readFileSync(value);
    } catch (err) {
      throw new SigningCertificateError(`DOCUMENT_SIGNING_P12: cannot read ${value} (${(err as Error).message})`);
    }
  }
  if (!/^[A-Za-z0-9+/=\s]+$/.test(value))
    throw new SigningCertificateError(
      'DOCUMENT_SIGNING_P12: must be an absolute path to a PKCS#12 file, or the file in base64',
    );
  return Buffer.from(value, 'base64');
}

const der = (cert: forge.pki.Certificate) =>
  Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');

/**
 * Opens a PKCS#12 file: the private key (RSA: what node-forge reads) and the certificate whose public
 * key matches it, the others as its chain. Opening one costs tens of milliseconds (its password's key
 * derivation), so a process does it once (documentSigner below).
 */
export function openP12(bytes: Buffer, password: string): DocumentSigner {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary'))),
      false,
      password,
    );
  } catch (err) {
    throw new SigningCertificateError(
      `DOCUMENT_SIGNING_P12: not a PKCS#12 file this password opens (${(err as Error).message})`,
    );
  }
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBags = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag!), ...bags(forge.pki.oids.keyBag!)];
  const forgeKey = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!forgeKey) throw new SigningCertificateError('DOCUMENT_SIGNING_P12: holds no RSA private key');
  const certs = bags(forge.pki.oids.certBag!).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const own = certs.find((cert) => {
    const pub = cert.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(forgeKey.n) && pub.e?.equals(forgeKey.e);
  });
  if (!own) throw new SigningCertificateError('DOCUMENT_SIGNING_P12: no certificate in it matches its private key');
  const certificate = der(own);
  return {
    key: createPrivateKey(forge.pki.privateKeyToPem(forgeKey)),
    certificate,
    chain: certs.filter((cert) => cert !== own).map(der),
    x509: new X509Certificate(certificate),
  };
}

let cached: { source: string; signer: DocumentSigner } | undefined;

/** The configured document signer, opened once per process (and again if the setting changes). */
export function documentSigner(settings: SigningSettings): DocumentSigner {
  const value = settings.DOCUMENT_SIGNING_P12;
  if (!value) {
    throw new SigningCertificateError(
      'DOCUMENT_SIGNING_P12 is not set: the PDFs cannot be signed. npm start makes a self-signed certificate into .secrets.env; elsewhere set it to the PKCS#12 file (docs/OPERATIONS.md)',
    );
  }
  const source = `${value}\u0000${settings.DOCUMENT_SIGNING_P12_PASSWORD}`;
  if (cached?.source !== source)
    cached = { source, signer: openP12(p12Bytes(value), settings.DOCUMENT_SIGNING_P12_PASSWORD) };
  return cached.signer;
}

/**
 * A self-signed document-signing certificate for `commonName` (the company) and its key, as a
 * PKCS#12 file: what `npm start` makes when no certificate is configured, and what the tests make.
 * RSA 2048 from node:crypto (fast), the certificate written by node-forge, valid for ten years.
 */
export function selfSignedP12(commonName: string, password = '', years = 10): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial number: a leading 0 nibble keeps the top bit clear.
  cert.serialNumber = '0' + randomBytes(15).toString('hex');
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + years * 365 * 24 * 3600_000);
  const name: forge.pki.CertificateField[] = [
    // UTF8String: a company name may be written in Tamil.
    { shortName: 'CN', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { shortName: 'O', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class },
    { shortName: 'C', value: 'IN' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], password, { algorithm: 'aes256', friendlyName: commonName });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}

/**
 * The DOCUMENT_SIGNING_CERTS entries of a PKCS#12: its certificate and chain, base64 DER, comma-separated.
 * What the API is given to verify the PDFs signed with it (signing/verifying-certificates.ts), never the key.
 */
export function certificatesOf(settings: SigningSettings): string {
  const signer = documentSigner(settings);
  return [signer.certificate, ...signer.chain].map((der) => der.toString('base64')).join(',');
}
