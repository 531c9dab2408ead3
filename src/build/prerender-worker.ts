/**
 * A second renderer of static pages, in a worker thread (src/build/parallel-prerender.ts): it
 * imports Astro's prerender bundle, as Astro's own prerenderer does, and renders the pages it is
 * sent, giving back each page's status, headers and bytes. Astro writes them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { routeKey, type RenderJob, type RenderReply, type WorkerSetup } from './parallel-prerender.ts';

interface RouteData {
  route: string;
  component: string;
}
interface PrerenderApp {
  manifest: { routes: { routeData: RouteData }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

const { entryUrl, pages, scripts } = workerData as WorkerSetup;
const { app } = (await import(entryUrl)) as { app: PrerenderApp };
// What Astro's build environment reads while rendering: each page's stylesheets and the
// injected scripts (its head elements), and where to log.
app.setInternals({ pagesByKeys: new Map(pages.map((page) => [page.key, page])) });
app.setOptions({
  settings: { scripts },
  logger: { options: { destination: { write: (message: { message: string }) => console.error(message.message) } } },
});
const routes = new Map(app.manifest.routes.map(({ routeData }) => [routeKey(routeData), routeData]));

parentPort?.on('message', async ({ id, url, route }: RenderJob) => {
  try {
    const routeData = routes.get(route);
    if (!routeData) throw new Error(`no route ${route} in the prerender bundle`);
    const response = await app.render(new Request(url), { routeData });
    const body = await response.arrayBuffer();
    const reply: RenderReply = { id, status: response.status, headers: [...response.headers], body };
    parentPort?.postMessage(reply, [body]);
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
