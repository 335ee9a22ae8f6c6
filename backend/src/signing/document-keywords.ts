import { documentKinds, type DocumentKind } from 'shared/documents';

/** What an issued PDF says of itself in its Keywords, so a verifier can tell which document and version it is. */
export interface DocumentIdentity {
  certificateNumber: string;
  kind: DocumentKind;
  version: number;
}

/** The Keywords of an issued PDF: plain words a person can read in a PDF reader's properties too. */
export function documentKeywords(id: DocumentIdentity): string {
  return `certificate-number:${id.certificateNumber} document:${id.kind} version:${id.version}`;
}

/** The identity in a PDF's Keywords text; undefined when it is not one of ours. */
export function readDocumentKeywords(text: string): DocumentIdentity | undefined {
  const match = /certificate-number:([A-Za-z0-9-]+) document:([a-z-]+) version:(\d{1,6})/.exec(text);
  if (!match || !(documentKinds as readonly string[]).includes(match[2]!)) return undefined;
  return { certificateNumber: match[1]!, kind: match[2] as DocumentKind, version: Number(match[3]) };
}
