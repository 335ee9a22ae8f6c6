import { createHash, sign, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import {
  AlgorithmIdentifier,
  Attribute,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  GeneralName,
  GeneralNames,
  IssuerAndSerialNumber,
  IssuerSerial,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs';

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

export interface CmsSigner {
  key: KeyObject;
  /** The signer's certificate (DER). */
  certificate: Buffer;
  /** Its chain up to the root, when a CA issued it (DER), carried so a reader can build the path. */
  chain: Buffer[];
}

/**
 * The largest CMS we write into a PDF, and the largest the verifier reads from one (bytes). Ours is
 * the certificate, its chain and 2 KB (1.6 KB with a self-signed certificate, about 7 KB with a CA's
 * chain of three), so 32 KB leaves room for any real chain.
 */
export const MAX_CMS_BYTES = 32 * 1024;

/**
 * The most ASN.1 elements the verifier reads in a CMS. Reading is synchronous and costs per element
 * (2 bytes each at the least): asn1js's own limit of 10,000 let a visitor's SignedData hold the API's
 * event loop for up to half a second. Ours has 141 (self-signed), about 470 with a CA's chain of
 * three; 2,000 leaves room for any real chain.
 */
const MAX_CMS_ELEMENTS = 2000;

/** Bytes that are not a CMS SignedData this reader can use (whatever a visitor brings). */
export class CmsError extends Error {}

const bytes = (value: ArrayBuffer | Uint8Array) =>
  Buffer.from(value instanceof Uint8Array ? value : new Uint8Array(value));
const withNullParams = (algorithmId: string) =>
  new AlgorithmIdentifier({ algorithmId, algorithmParams: new asn1js.Null() });

/** A certificate that keeps its ASN.1 once made: pkijs's own parses the certificate's bytes again on every encoding (0.6 ms). */
class KeptCertificate extends Certificate {
  #schema: ReturnType<Certificate['toSchema']> | undefined;
  override toSchema(): ReturnType<Certificate['toSchema']> {
    this.#schema ??= super.toSchema();
    return this.#schema;
  }
}

/** A certificate as pkijs reads it, parsed once per certificate (a signer signs thousands of PDFs with the same one). */
const parsedCertificates = new WeakMap<Buffer, Certificate>();
function certificateOf(der: Buffer): Certificate {
  let parsed = parsedCertificates.get(der);
  if (!parsed) {
    parsed = KeptCertificate.fromBER(new Uint8Array(der));
    parsedCertificates.set(der, parsed);
  }
  return parsed;
}

/**
 * The signing-certificate-v2 value: one ESSCertIDv2 with the certificate's SHA-256 (hashAlgorithm left
 * out, its DEFAULT) and issuerSerial (the issuer as a directoryName). pkijs 4 has no class for it, so
 * it is put together from asn1js elements and pkijs's IssuerSerial.
 */
function signingCertificateV2(der: Buffer): asn1js.Sequence {
  const certificate = certificateOf(der);
  const issuerSerial = new IssuerSerial({
    issuer: new GeneralNames({ names: [new GeneralName({ type: 4, value: certificate.issuer })] }),
    serialNumber: certificate.serialNumber,
  });
  const essCertId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: createHash('sha256').update(der).digest() }), issuerSerial.toSchema()],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertId] })] });
}

/** The signed attributes as DER orders a SET OF: by their encodings (X.690 11.6). */
function signedAttributes(attributes: Attribute[]): SignedAndUnsignedAttributes {
  const encoded = attributes.map((attribute) => ({ attribute, der: bytes(attribute.toSchema().toBER()) }));
  encoded.sort((a, b) => Buffer.compare(a.der, b.der));
  return new SignedAndUnsignedAttributes({ type: 0, attributes: encoded.map((e) => e.attribute) });
}

/** What the signature is over: the signed attributes encoded as a SET (in the SignerInfo they sit under [0] IMPLICIT). */
function signedBytes(attributes: SignedAndUnsignedAttributes): Buffer {
  const der = bytes(attributes.toSchema().toBER());
  der[0] = 0x31;
  return der;
}

/**
 * A detached CMS SignedData over `content` in the CAdES-BES shape PAdES baseline B asks for: signed
 * attributes content-type, message-digest (SHA-256) and ESS signing-certificate-v2, and no
 * signing-time (in PAdES the time is the signature dictionary's /M). The structure is pkijs's; the
 * RSA PKCS#1 v1.5 signature is Node's own crypto (synchronous, about a millisecond).
 */
export function signDetached(content: Buffer, signer: CmsSigner): Buffer {
  const attributes = signedAttributes([
    new Attribute({ type: oids.contentType, values: [new asn1js.ObjectIdentifier({ value: oids.data })] }),
    new Attribute({
      type: oids.messageDigest,
      values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })],
    }),
    new Attribute({ type: oids.signingCertificateV2, values: [signingCertificateV2(signer.certificate)] }),
  ]);
  return assembleSignedData(attributes, sign('sha256', signedBytes(attributes), signer.key), signer);
}

/**
 * The ContentInfo around signed attributes and their signature: everything else in it follows from the
 * certificates, so the verifier can make it again and tell a changed byte in the unsigned parts too.
 */
export function assembleSignedData(
  attributes: SignedAndUnsignedAttributes,
  signature: Buffer,
  signer: Pick<CmsSigner, 'certificate' | 'chain'>,
): Buffer {
  const certificate = certificateOf(signer.certificate);
  const signerInfo = new SignerInfo({
    version: 1,
    sid: new IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
    digestAlgorithm: withNullParams(oids.sha256),
    signedAttrs: attributes,
    signatureAlgorithm: withNullParams(oids.rsaEncryption),
    signature: new asn1js.OctetString({ valueHex: signature }),
  });
  const signedData = new SignedData({
    version: 1,
    digestAlgorithms: [withNullParams(oids.sha256)],
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: oids.data }),
    certificates: [signer.certificate, ...signer.chain].map(certificateOf),
    signerInfos: [signerInfo],
  });
  return bytes(new ContentInfo({ contentType: oids.signedData, content: signedData.toSchema() }).toSchema().toBER());
}

/** What a verifier needs from a CMS signature. */
export interface ParsedSignature {
  /** The signed attributes as read (pkijs), to make the same CMS again. */
  attributes: SignedAndUnsignedAttributes;
  /** The signed attributes encoded as a SET, as found: the bytes the signature is over. */
  signedAttributes: Buffer;
  /** The message-digest attribute: the SHA-256 of the signed content. */
  messageDigest: Buffer | null;
  /** The certificate hash of the signing-certificate-v2 attribute. */
  signingCertificateHash: Buffer | null;
  digestAlgorithm: string;
  signature: Buffer;
  certificates: Buffer[];
}

/** Reads the first signer of a CMS SignedData; throws CmsError for anything else (whatever a visitor brings). Trailing bytes (a PDF's zero padding) are ignored. */
export function parseSignedData(der: Buffer): ParsedSignature {
  try {
    return readSignedData(der);
  } catch (err) {
    // pkijs throws its own errors for a schema mismatch, and a structure with a part missing fails as a TypeError: the same answer, not a crash.
    if (err instanceof CmsError) throw err;
    throw new CmsError(`malformed CMS (${(err as Error).message})`);
  }
}

function readSignedData(der: Buffer): ParsedSignature {
  if (der.length > MAX_CMS_BYTES) throw new CmsError('larger than any CMS we write');
  const asn1 = asn1js.fromBER(new Uint8Array(der), { maxNodes: MAX_CMS_ELEMENTS });
  if (asn1.offset === -1) throw new CmsError(`malformed CMS (${asn1.result.error})`);
  const contentInfo = new ContentInfo({ schema: asn1.result });
  if (contentInfo.contentType !== oids.signedData || !(contentInfo.content instanceof asn1js.Sequence))
    throw new CmsError('not a CMS SignedData');
  // The certificates ([0]) are kept as encoded and left out of what pkijs reads: a verifier compares them
  // whole with ours, and pkijs trying its every certificate choice on them was three quarters of the time.
  const elements = contentInfo.content.valueBlock.value;
  const certificateSet = elements.find((element) => element.idBlock.tagClass === 3 && element.idBlock.tagNumber === 0);
  const certificates =
    certificateSet instanceof asn1js.Constructed
      ? certificateSet.valueBlock.value.map((certificate) => bytes(certificate.valueBeforeDecodeView))
      : [];
  const signedData = new SignedData({
    schema: new asn1js.Sequence({ value: elements.filter((element) => element !== certificateSet) }),
  });
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) throw new CmsError('no signer infos');
  const attributes = signerInfo.signedAttrs;
  if (!attributes || attributes.attributes.length === 0) throw new CmsError('no signed attributes');
  const value = (type: string): unknown =>
    attributes.attributes.find((attribute) => attribute.type === type)?.values[0];
  const digest = value(oids.messageDigest);
  return {
    attributes,
    signedAttributes: bytes(attributes.encodedValue),
    messageDigest: digest instanceof asn1js.OctetString ? bytes(digest.getValue()) : null,
    signingCertificateHash: essCertHash(value(oids.signingCertificateV2)),
    digestAlgorithm: signerInfo.digestAlgorithm.algorithmId,
    signature: bytes(signerInfo.signature.getValue()),
    certificates,
  };
}

/** The certHash of a signing-certificate-v2 value's first ESSCertIDv2, when its hash is the default SHA-256 (a hashAlgorithm, which would come first, means another). */
function essCertHash(value: unknown): Buffer | null {
  const first = (element: unknown) => (element instanceof asn1js.Sequence ? element.valueBlock.value[0] : undefined);
  const certHash = first(first(first(value)));
  return certHash instanceof asn1js.OctetString ? bytes(certHash.getValue()) : null;
}
