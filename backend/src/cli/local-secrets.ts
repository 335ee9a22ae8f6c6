import { DEFAULT_COMPANY_NAME } from '../company.ts';
import { ensureLocalSecrets, generatedKeys, localSecretsFile, readLocalSecrets } from '../local-secrets.ts';

/**
 * Run by `npm start` before anything reads the configuration: makes this machine's keys once
 * (backend/src/local-secrets.ts) and says in one line where they are (and in a second that the PDFs'
 * certificate is self-signed, when it made that); the verifier's certificates follow the PDFs' (a
 * renewal is added after the earlier ones). It never replaces a key.
 */
let file = '.secrets.env';
try {
  file = localSecretsFile();
  const { generated, rsaKeyAdded, certificates } = await ensureLocalSecrets(file);
  const stored = readLocalSecrets(file) ?? {};
  const fromEnv = Object.keys(generatedKeys).filter((name) => process.env[name]);
  const notes = fromEnv.map((name) =>
    stored[name] && stored[name] !== process.env[name]
      ? `${name} from the environment, not the file's`
      : `${name} from the environment`,
  );
  const written = certificates === 'written' ? [...generated, 'DOCUMENT_SIGNING_CERTS'] : generated;
  const made = written.length ? `generated ${written.join(', ')} into` : 'keys in';
  console.log(
    `[secrets] ${made} ${file} (mode 0600, git-ignored; back it up apart from the database backups)${notes.length ? `; ${notes.join(', ')}` : ''}`,
  );
  if (generated.includes('DOCUMENT_SIGNING_P12')) {
    console.log(
      `[secrets] the PDFs are signed with a self-signed certificate for "${process.env.COMPANY_NAME || DEFAULT_COMPANY_NAME}": pdfsig and Adobe check them but do not trust the signer; for a CA-issued certificate set DOCUMENT_SIGNING_P12 (docs/OPERATIONS.md)`,
    );
  }
  if (rsaKeyAdded) {
    console.log(
      `[secrets] credentials are signed RS256 from now on (Open Badges 3.0): a new RSA key was added to CREDENTIAL_KEYS in ${file}, after the P-256 key, which is kept as its public half only (the credentials it signed stay verifiable)`,
    );
  }
  if (certificates === 'added') {
    console.log(
      `[secrets] a new document-signing certificate: added to DOCUMENT_SIGNING_CERTS in ${file}, after the earlier ones (PDFs signed before it stay verifiable)`,
    );
  }
  if (certificates === 'missing-from-environment') {
    console.log(
      '[secrets] DOCUMENT_SIGNING_CERTS (set in the environment) lacks the certificate of DOCUMENT_SIGNING_P12: the verifier will call every new PDF not ours; add it after the earlier ones (docs/OPERATIONS.md)',
    );
  }
} catch (err) {
  console.error(`[secrets] ${file}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
}
