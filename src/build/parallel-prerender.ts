/**
 * Static pages rendered on every core (13,000 pages in a minute). Astro 7.3 renders
 * them on one thread; its prerenderer hook (`setPrerenderer`, the one adapters use to render
 * elsewhere) lets this integration hand part of them to worker threads running the same
 * prerender bundle (src/build/prerender-worker.ts), while Astro still writes every file.
 * A page goes to a worker with room in its queue, or else is rendered on the main thread,
 * which also writes the files. It uses a few of Astro's build internals (named below)
 * and stops the build if they change shape rather than render pages differently.
 * NORTHPAW_PRERENDER_WORKERS sets the number of workers (0: Astro alone).
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/** A page as Astro's build knows it: its key and the stylesheets it needs. */
export interface PageStyles {
  key: string;
  styles: unknown[];
}
export interface WorkerSetup {
  entryUrl: string;
  pages: PageStyles[];
  scripts: { stage: string; content: string }[];
}
export interface RenderJob {
  id: number;
  url: string;
  /** routeKey() of the page's route. */
  route: string;
}

/** A route's key in Astro's build (its page data keys): the same on both sides of a job. */
export const routeKey = ({ route, component }: { route: string; component: string }) => `${route}&${component}`;
export type RenderReply =
  { id: number; status: number; headers: [string, string][]; body: ArrayBuffer } | { id: number; error: string };

/** What the default prerenderer exposes after setup (Astro's DefaultPrerenderer.app). */
interface BuildApp {
  getSettings(): { scripts: { stage: string; content: string }[] };
}

function shapeChanged(what: string): never {
  throw new Error(
    `Astro's build changed (${what}): update src/build/parallel-prerender.ts or set NORTHPAW_PRERENDER_WORKERS=0`,
  );
}

/** The bundle Astro's prerenderer imports: the one prerender-entry.*.mjs in a static build's .prerender/. */
function prerenderEntryUrl(outDir: URL): string {
  const dir = new URL('./.prerender/', outDir);
  const entries = readdirSync(dir).filter((name) => /^prerender-entry\..+\.mjs$/.test(name));
  if (entries.length !== 1) shapeChanged(`${entries.length} prerender entries in ${dir.pathname}`);
  return new URL(entries[0] ?? '', dir).href;
}

/**
 * Pages waiting in a worker at most: enough that it never waits for the main thread between
 * two pages, few enough that the main thread renders the rest rather than idling.
 */
const WORKER_QUEUE = 3;

class RenderWorker {
  readonly worker: Worker;
  inFlight = 0;
  #next = 0;
  #pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();

  constructor(setup: WorkerSetup) {
    this.worker = new Worker(new URL('./prerender-worker.ts', import.meta.url), { workerData: setup });
    this.worker.on('message', (reply: RenderReply) => {
      const job = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      this.inFlight--;
      if ('error' in reply) job?.reject(new Error(reply.error));
      else job?.resolve(new Response(reply.body, { status: reply.status, headers: reply.headers }));
    });
    // A worker that fails or stops fails the pages it holds, and with them the build.
    const failAll = (error: Error) => {
      for (const job of this.#pending.values()) job.reject(error);
      this.#pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', (code) => failAll(new Error(`a prerender worker stopped (exit code ${code})`)));
  }

  render(url: string, route: string): Promise<Response> {
    const id = this.#next++;
    this.inFlight++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, url, route } satisfies RenderJob);
    });
  }
}

export function parallelPrerender(): AstroIntegration {
  const count = Number(process.env.NORTHPAW_PRERENDER_WORKERS ?? availableParallelism() - 1);
  /** Astro's pages by key, with the stylesheets each needs once the bundles are built. */
  let pages: Map<string, PageStyles> | undefined;
  let outDir: URL;
  return {
    name: 'northpaw:parallel-prerender',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:setup': ({ pages: built, updateConfig }) => {
        if (count < 1) return;
        pages = built;
        // With a prerenderer set, Astro leaves the prerender bundle's entry to the adapter.
        updateConfig({
          environments: { prerender: { build: { rolldownOptions: { input: 'astro/entrypoints/prerender' } } } },
        });
      },
      'astro:build:start': ({ logger, setPrerenderer }) => {
        if (count < 1) return;
        setPrerenderer((astro: AstroPrerenderer & { app?: BuildApp }) => {
          let workers: RenderWorker[] = [];
          let inWorkers = 0;
          let onMain = 0;
          return {
            ...astro,
            name: 'northpaw:parallel-prerender',
            async setup() {
              await astro.setup?.();
              const settings = astro.app?.getSettings();
              if (!pages || !Array.isArray(settings?.scripts)) shapeChanged('prerenderer app');
              const { scripts } = settings;
              // A page-stage script's bundle path is in the build's internals, which a worker has not.
              if (scripts.some((script) => script.stage === 'page')) shapeChanged('page scripts');
              const setup: WorkerSetup = {
                entryUrl: prerenderEntryUrl(outDir),
                pages: [...pages.values()].map(({ key, styles }) => ({ key, styles })),
                scripts: scripts.map(({ stage, content }) => ({ stage, content })),
              };
              workers = Array.from({ length: count }, () => new RenderWorker(setup));
            },
            async render(request, options) {
              const worker = workers
                .filter(({ inFlight }) => inFlight < WORKER_QUEUE)
                .sort((a, b) => a.inFlight - b.inFlight)[0];
              if (worker && !options.collectMetadata) {
                inWorkers++;
                return worker.render(request.url, routeKey(options.routeData));
              }
              onMain++;
              return astro.render(request, options);
            },
            async teardown() {
              await Promise.all(workers.map(({ worker }) => worker.terminate()));
              logger.info(
                `${inWorkers} pages rendered in ${workers.length} worker ${workers.length === 1 ? 'thread' : 'threads'}, ${onMain} on the main thread`,
              );
              await astro.teardown?.();
            },
          };
        });
      },
    },
  };
}
