/**
 * What anyone checking one of our credentials fetches, from any site: the key set, each key alone (a
 * credential's kid) and the status lists (routes/credentials/credentials.ts). The same for everyone, so
 * no cookie is read or written on them (offline-copies.ts leaves them alone) and other origins may read
 * them (CORS `*`, Cross-Origin-Resource-Policy cross-origin).
 */
export const isPublicCredentialPath = (path: string) =>
  path === '/.well-known/jwks.json' ||
  path.startsWith('/.well-known/jwks/') ||
  path.startsWith('/api/credentials/status/');
