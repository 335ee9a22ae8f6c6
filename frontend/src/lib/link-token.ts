/**
 * The token of a mailed link. It rides in the fragment (`#token=...`), which a browser never sends
 * to a server nor puts in a Referer, so no access log, proxy or other site sees it.
 */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}
