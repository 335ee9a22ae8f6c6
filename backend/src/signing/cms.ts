import { createHash, sign, type KeyObject } from 'node:crypto';
import { children, DerError, integer, nullValue, octetString, oid, readNode, readOid, sequence, setOf, tlv, type Node } from './der.ts';

/** The object identifiers a CAdES signature of a PDF uses. */
export const oids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  /** ESS signing-certificate-v2 (RFC 5035): binds the signer's certificate into what is signed; PAdES-B requires it. */
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
};

const sha256Algorithm = () => sequence(oid(oids.sha256), nullValue());

/** The certificate's issuer Name and serialNumber INTEGER, as encoded in it (what names a signer in CMS). */
export function issuerAndSerial(certificate: Buffer): { issuer: Buffer; serial: Buffer } {
  const tbs = children(children(readNode(certificate))[0]!);
  // The version ([0]) is present in every v3 certificate; v1 ones start with the serial number.
  const at = tbs[0]!.tag === 0xa0 ? 1 : 0;
  return { serial: tbs[at]!.raw, issuer: tbs[at + 2]!.raw };
}

export interface CmsSigner {
  key: KeyObject;
  /** The signer's certificate (DER). */
  certificate: Buffer;
  /** Its chain up to the root, when a CA issued it (DER), carried so a reader can build the path. */
  chain: Buffer[];
}

/**
 * A detached CMS SignedData over `content` in the CAdES-BES shape PAdES baseline B asks for: signed
 * attributes content-type, message-digest (SHA-256) and ESS signing-certificate-v2, and no
 * signing-time (in PAdES the time is the signature dictionary's /M). RSA PKCS#1 v1.5 by Node's own
 * crypto, which takes about a millisecond where a JavaScript RSA takes tens.
 */
export function signDetached(content: Buffer, signer: CmsSigner): Buffer {
  const { issuer, serial } = issuerAndSerial(signer.certificate);
  const digest = createHash('sha256').update(content).digest();
  const certHash = createHash('sha256').update(signer.certificate).digest();
  // ESSCertIDv2: hashAlgorithm left out (its DEFAULT is SHA-256), the hash, and issuerSerial (issuer as a directoryName).
  const essCertId = sequence(octetString(certHash), sequence(sequence(tlv(0xa4, issuer)), serial));
  const attributes = [
    sequence(oid(oids.contentType), setOf(oid(oids.data))),
    sequence(oid(oids.messageDigest), setOf(octetString(digest))),
    sequence(oid(oids.signingCertificateV2), setOf(sequence(sequence(essCertId)))),
  ];
  // What is signed is the attributes encoded as a SET; in the SignerInfo they sit under [0] IMPLICIT.
  const signedAttributes = setOf(...attributes);
  return assembleSignedData(signedAttributes, sign('sha256', signedAttributes, signer.key), signer);
}

/**
 * The ContentInfo around signed attributes and their signature: everything else in it follows from the
 * certificates, so the verifier can make it again and tell a changed byte in the unsigned parts too.
 */
export function assembleSignedData(signedAttributes: Buffer, signature: Buffer, signer: Pick<CmsSigner, 'certificate' | 'chain'>): Buffer {
  const { issuer, serial } = issuerAndSerial(signer.certificate);
  const signerInfo = sequence(
    integer(1),
    sequence(issuer, serial),
    sha256Algorithm(),
    Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
    sequence(oid(oids.rsaEncryption), nullValue()),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    setOf(sha256Algorithm()),
    sequence(oid(oids.data)),
    tlv(0xa0, signer.certificate, ...signer.chain),
    setOf(signerInfo),
  );
  return sequence(oid(oids.signedData), tlv(0xa0, signedData));
}

/** What a verifier needs from a CMS signature. */
export interface ParsedSignature {
  /** The signed attributes encoded as a SET: the bytes the signature is over. */
  signedAttributes: Buffer;
  /** The message-digest attribute: the SHA-256 of the signed content. */
  messageDigest: Buffer | null;
  /** The certificate hash of the signing-certificate-v2 attribute. */
  signingCertificateHash: Buffer | null;
  digestAlgorithm: string;
  signature: Buffer;
  certificates: Buffer[];
}

/** Reads the first signer of a CMS SignedData; throws DerError for anything else (whatever a visitor brings). Trailing bytes (a PDF's zero padding) are ignored. */
export function parseSignedData(bytes: Buffer): ParsedSignature {
  try {
    return readSignedData(bytes);
  } catch (err) {
    // A structure with an element missing fails as a TypeError on the way: the same answer, not a crash.
    if (err instanceof DerError) throw err;
    throw new DerError(`malformed CMS (${(err as Error).message})`);
  }
}

function readSignedData(bytes: Buffer): ParsedSignature {
  const contentInfo = children(readNode(bytes));
  if (contentInfo.length < 2 || readOid(contentInfo[0]!) !== oids.signedData) throw new DerError('not a CMS SignedData');
  const signedData = children(children(contentInfo[1]!)[0]!);
  const certificates = signedData.filter((node) => node.tag === 0xa0).flatMap((node) => children(node).map((cert) => Buffer.from(cert.raw)));
  const signerInfos = signedData[signedData.length - 1]!;
  if (signerInfos.tag !== 0x31) throw new DerError('no signer infos');
  const signerInfo = children(children(signerInfos)[0]!);
  const digestAlgorithm = readOid(children(signerInfo[2]!)[0]!);
  const attributesNode = signerInfo.find((node) => node.tag === 0xa0);
  if (!attributesNode) throw new DerError('no signed attributes');
  const signature = signerInfo[signerInfo.length - 1]!;
  if (signature.tag !== 0x04) throw new DerError('no signature value');
  const attribute = (type: string): Node | undefined => {
    const found = children(attributesNode).find((attr) => readOid(children(attr)[0]!) === type);
    return found ? children(children(found)[1]!)[0] : undefined;
  };
  const digest = attribute(oids.messageDigest);
  const signingCertificate = attribute(oids.signingCertificateV2);
  let signingCertificateHash: Buffer | null = null;
  if (signingCertificate) {
    const firstCertId = children(children(children(signingCertificate)[0]!)[0]!);
    // A hashAlgorithm other than the default (SHA-256) comes first; this reader knows SHA-256 only.
    if (firstCertId[0]!.tag === 0x04) signingCertificateHash = Buffer.from(firstCertId[0]!.contents);
  }
  return {
    signedAttributes: Buffer.concat([Buffer.from([0x31]), attributesNode.raw.subarray(1)]),
    messageDigest: digest?.tag === 0x04 ? Buffer.from(digest.contents) : null,
    signingCertificateHash,
    digestAlgorithm,
    signature: Buffer.from(signature.contents),
    certificates,
  };
}
