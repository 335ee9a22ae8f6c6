import helmet from 'koa-helmet';
import type { Middleware } from 'koa';
import { bullBoardPath } from '../routes/admin-queues/bull-board.ts';

/**
 * The browser-side walls, on every answer: a strict Content-Security-Policy (no inline script
 * anywhere; the inlined site config is a JSON data block, which CSP does not execute or block),
 * frame-ancestors 'none', nosniff, a same-origin referrer, a Permissions-Policy that turns off what the
 * site never uses, and HSTS when the public address is https. React sets style props through the
 * CSSOM, which style-src does not govern, so styles need no 'unsafe-inline' either.
 */
export function securityHeaders(opts: { https: boolean }): Middleware {
  const directives = {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'"],
    // data: the payment QR code (an SVG data URL); blob: the preview of the screenshot being uploaded.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The installable app (docs/OFFLINE.md): its service worker and web app manifest, both our own files.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: opts.https ? [] : null,
  };
  const common = {
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' as const },
    frameguard: { action: 'deny' as const },
    crossOriginEmbedderPolicy: false,
  };
  const site = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives } });
  // Bull Board's own page (admin-only) boots with inline script and style, sets <base href> to find its
  // assets and asks Google for its fonts; it alone gets those, and nothing else is relaxed.
  const board = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        baseUri: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
        fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
      },
    },
  });
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()');
    const onBoard = ctx.path === bullBoardPath || ctx.path.startsWith(`${bullBoardPath}/`);
    return (onBoard ? board : site)(ctx, next);
  };
}
