/** RFC 6266 / RFC 5987: an ASCII `filename` for old clients and a UTF-8 `filename*` for the rest. */
export function attachmentDisposition(name: { utf8: string; ascii: string }): string {
  const encoded = encodeURIComponent(name.utf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}
