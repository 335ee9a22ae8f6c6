import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/**
 * A document-signing certificate issued by a certification authority of our own, as a CA would deliver
 * it: a PKCS#12 holding the key, its certificate and the CA's certificate (the chain every signature
 * carries). The CA's key is returned too, to sign as the CA would. RSA 2048 keys from node:crypto.
 */
export function caIssuedP12(commonName: string): { p12: Buffer; caKey: KeyObject } {
  const pair = () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return {
      forgeKey: forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()),
      forgePublic: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
      pem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    };
  };
  const certificate = (
    subject: string,
    publicKey: forge.pki.PublicKey,
    issuer: string,
    issuerKey: forge.pki.PrivateKey,
    ca: boolean,
  ) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = publicKey;
    cert.serialNumber = '0' + randomBytes(15).toString('hex');
    cert.validity.notBefore = new Date(Date.now() - 24 * 3600_000);
    cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3600_000);
    cert.setSubject([{ shortName: 'CN', value: subject }]);
    cert.setIssuer([{ shortName: 'CN', value: issuer }]);
    cert.setExtensions([
      { name: 'basicConstraints', cA: ca, critical: true },
      ca
        ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }
        : { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    ]);
    cert.sign(issuerKey as forge.pki.rsa.PrivateKey, forge.md.sha256.create());
    return cert;
  };
  const ca = pair();
  const leaf = pair();
  const caName = 'Test Document Signing CA';
  const caCert = certificate(caName, ca.forgePublic, caName, ca.forgeKey, true);
  const leafCert = certificate(commonName, leaf.forgePublic, caName, ca.forgeKey, false);
  const p12 = forge.pkcs12.toPkcs12Asn1(leaf.forgeKey, [leafCert, caCert], '', { algorithm: 'aes256' });
  return { p12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'), caKey: createPrivateKey(ca.pem) };
}
