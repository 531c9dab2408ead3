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

/**
 * The content editor's page (/admin/content/, routes/editor.ts) and only it: Sveltia CMS, from this
 * origin like every script (and the page's import map, by its hash), styles its own elements
 * inline, shows the pictures it is given as blob: and data: URLs, and talks to the git host's API
 * (GitHub's, or the Forgejo the settings name).
 */
export function editorCspDirectives(gitHost?: string, scriptHashes: string[] = []): Record<string, string[]> {
  const hosts = gitHost ? [gitHost] : ['https://api.github.com', 'https://www.githubstatus.com'];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(gitHost ? [gitHost] : ['https://avatars.githubusercontent.com'])],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'blob:', 'data:', ...hosts],
    frameSrc: ['blob:'],
    workerSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}

/** Directives as a Content-Security-Policy header writes them. */
export const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
    .join('; ');

export const helmetOptions = (csp: { scriptHashes: string[]; analytics: boolean }): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(csp.scriptHashes, csp) },
  // HSTS only on a request that arrived over HTTPS (the transport guard): a plain-HTTP deployment must stay reachable.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});
