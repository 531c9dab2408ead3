/**
 * Security headers (@fastify/helmet) and the Content-Security-Policy: scripts only from this
 * origin or inline scripts whose hash the build listed (scripts/csp.ts); no eval; no framing;
 * forms post only here. HSTS is added by the transport guard, and only over HTTPS.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** What Google's tag loads and talks to (Google's own CSP guidance for GA4): allowed only when the build runs it. */
const googleAnalytics = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

export function cspDirectives(scriptHashes: string[], { analytics = false } = {}): Record<string, string[]> {
  const ga = (part: keyof typeof googleAnalytics) => (analytics ? googleAnalytics[part] : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...ga('script'), ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', ...ga('img')],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...ga('connect')],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

export const helmetOptions = (csp: { scriptHashes: string[]; analytics: boolean }): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp.scriptHashes, csp) },
  // HSTS only on a request that arrived over HTTPS (the transport guard): a plain-HTTP deployment must stay reachable.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});
