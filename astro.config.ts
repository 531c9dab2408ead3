import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { unified, type RehypePlugin } from '@astrojs/markdown-remark';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { islands } from './src/directives/islands.ts';
import { checkBusinessData } from './src/lib/business-data.ts';
import { rehypeFillFacts, textFacts } from './src/lib/facts-in-text.ts';
import { site } from './src/site.config.ts';

/** Sanitising keeps phone links: the default schema drops tel: hrefs, leaving a bare <a>. */
const sanitizeSchema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
};

interface HastNode {
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** A phone link in Markdown gets data-call like every other call link, so its clicks are counted. */
const markCallLinks: RehypePlugin = () => {
  const walk = (node: HastNode) => {
    if (node.tagName === 'a' && String(node.properties?.href ?? '').startsWith('tel:')) {
      node.properties = { ...node.properties, dataCall: 'content' };
    }
    node.children?.forEach(walk);
  };
  return (tree) => walk(tree as HastNode);
};

// The business's facts as the owner last saved them: a mistake stops the build here, naming the file and field.
checkBusinessData();

/**
 * Google Analytics 4 runs only when a measurement ID is given at build (PUBLIC_GA4_ID, read by
 * src/views/page.ts); a mistyped one stops the build here rather than sending nothing to Google.
 */
const ga4Id = process.env.PUBLIC_GA4_ID;
if (ga4Id && !/^G-[A-Z0-9]{4,16}$/.test(ga4Id)) {
  throw new Error(`PUBLIC_GA4_ID must be a GA4 measurement ID like G-ABC123XYZ9, not "${ga4Id}"`);
}

/** The build's folder: dist/, or another for a second build beside it (the e2e tests' build with analytics on). */
const buildDir = process.env.NORTHPAW_DIST ?? './dist';
/**
 * Astro writes the site into client/ of it, the folder the Node server serves; the server's own
 * bundle (node/) and the inline scripts' hashes (csp.json) go beside it.
 */
const outDir = `${buildDir}/client`;

/** Served by the Node server only: no built page to look at. */
const unlisted = ['/admin/'];

/**
 * The sitemap is written after the pages, so the built HTML is there to read, and it decides:
 * a page that tells search engines not to index it stays out (thank-you, not-found, an animal
 * absent from a city), and each page lists the same twins in the other language (hreflang) as
 * its head does. The two can never disagree.
 */
function builtHead(page: string): string {
  const file = new URL(`${outDir}${new URL(page).pathname}index.html`, import.meta.url);
  if (!existsSync(file)) return '';
  // Only the head is read: tens of thousands of whole pages took seconds (a profile of the build).
  const start = Buffer.alloc(32 * 1024);
  const fd = openSync(file, 'r');
  let length: number;
  try {
    length = readSync(fd, start);
  } finally {
    closeSync(fd);
  }
  const head = start.toString('utf8', 0, length);
  const end = head.indexOf('</head>');
  return end >= 0 ? head.slice(0, end) : readFileSync(file, 'utf8');
}

/** What the sitemap needs of a page, read once for the filter and the entry. */
const pageFacts = new Map<string, { noindex: boolean; links: { lang: string; url: string }[] }>();
function builtPage(page: string) {
  let facts = pageFacts.get(page);
  if (!facts) {
    const head = builtHead(page);
    facts = {
      noindex: /<meta name="robots" content="[^"]*noindex/.test(head),
      links: [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, url]) => ({
        lang: lang ?? '',
        url: url ?? '',
      })),
    };
    pageFacts.set(page, facts);
  }
  return facts;
}

const isNoindex = (page: string) => builtPage(page).noindex;
const alternateLinks = (page: string) => builtPage(page).links;

export default defineConfig({
  site: site.url,
  // Every page is a file: the Node server (src/server) serves them and answers the forms and the
  // inbox itself, so Astro needs no adapter.
  output: 'static',
  outDir,
  // A second build keeps its own content store and caches, so it can run beside the first (and
  // beside `astro check`), neither reading the other's store half-written.
  ...(process.env.NORTHPAW_DIST && {
    cacheDir: `./node_modules/.astro-${process.env.NORTHPAW_DIST.replace(/\W+/g, '')}`,
  }),
  trailingSlash: 'always',
  // Stylesheets stay files here: the build's last pass writes into each page the part of them it
  // needs (scripts/critical-css.ts), and the page fetches the whole after its first paint.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  integrations: [
    // The islands are written against React's API and run on Preact's compatibility layer, in the
    // build and in the browser: a few KB of runtime on every page instead of React DOM's 61.
    // The alias is this build's alone: the Node server (esbuild) and Vitest render with React.
    preact({ compat: true }),
    islands(),
    sitemap({
      filter: (page) => !unlisted.some((path) => new URL(page).pathname.startsWith(path)) && !isNoindex(page),
      serialize: (item) => ({ ...item, links: alternateLinks(item.url) }),
    }),
  ],
  // Markdown may carry raw HTML; whatever it holds is sanitised at build time.
  markdown: {
    processor: unified({
      rehypePlugins: [
        [rehypeSanitize, sanitizeSchema],
        markCallLinks,
        [rehypeFillFacts, { en: textFacts('en'), fr: textFacts('fr') }],
      ],
    }),
  },
  vite: {
    plugins: [tailwindcss()],
    // Packages written for React are bundled into the build's server side too (both of its
    // environments), so they meet the alias to preact/compat there as in the browser: left to
    // Node, they would load React, whose elements Preact cannot render.
    environments: Object.fromEntries(
      ['ssr', 'prerender'].map((name) => [
        name,
        {
          resolve: {
            noExternal: [
              'react',
              'react-dom',
              'lucide-react',
              '@nanostores/react',
              /^@radix-ui\//,
              /^react-(remove-scroll|style-singleton)/,
              /^use-(callback-ref|sidecar)$/,
            ],
          },
        },
      ]),
    ),
    build: {
      rolldownOptions: {
        output: {
          // Every page loads Preact and the layout's islands (header menus, location buttons,
          // toasts, recently viewed, the page's own scripts) with the lib code they share. Two
          // files instead of the ~20 small chunks the bundler cuts by default: fewer requests,
          // and better compression. Page-specific islands and the code loaded on first use
          // (the picker and its dialog, the toaster, the service modal, the consent banner) stay
          // apart, and so does the lib code only they or one page use: the office hours' code,
          // which only city pages' open/closed line runs, the place search's (places,
          // postal-code), which loads on the first keystroke, the lead forms' client, the
          // prefetch stand-in for browsers without Speculation Rules, the not-found page's script.
          codeSplitting: {
            groups: [
              {
                name: 'chrome',
                test: /[\\/]src[\\/](lib[\\/](?!hours|zone-clock|places|postal-code|lead-client|prefetch|not-found)|site\.config|components[\\/](layout|ui[\\/](island|icons|useHydrated|ToastIsland)|location[\\/](LocationButton|useStoredLocation)))/,
              },
              {
                name: 'preact',
                // Before the chrome's group, which would otherwise take Preact in as its dependency.
                priority: 1,
                test: /[\\/]node_modules[\\/](preact|@astrojs[\\/]preact|nanostores|@nanostores[\\/]react)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
  // Astro's own log, with each page's path on its own line while pages render four at a time.
  logger: { entrypoint: './src/build/page-lines.js' },
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
});
