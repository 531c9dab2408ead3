/**
 * `client:settled`: hydrate an island when the browser is idle after the first paint.
 * The paint is the head script's part: the island runtime that calls this directive is fetched only
 * once the page has painted (src/directives/head.ts). Like `client:idle`, with a deadline, so
 * a busy page still gets its menus and forms.
 */
import type { ClientDirective } from 'astro';

const settled: ClientDirective = (load) => {
  // `load` fetches the island's code and returns the function that hydrates it.
  const hydrate = async () => (await load())();
  if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 2000 });
  else setTimeout(hydrate, 200);
};

export default settled;
