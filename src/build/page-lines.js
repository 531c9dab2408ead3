// @ts-check
/**
 * The build's log (astro.config.ts `logger`): Astro's own Node logger, with each static page's
 * path on a line of its own. Astro logs a page in two writes: its path when it starts, with no
 * newline, then its time once the file is written, ending the line. That reads right one page
 * at a time; with `build.concurrency` several pages start before the first ends, so their paths
 * run together on one line and each time lands after another page's path. This ends each path's
 * line as it is written and leaves the times out: with pages finishing out of order, no time can
 * be put back beside its own page. The whole render's time is still logged at its end.
 *
 * JavaScript, not TypeScript: Astro imports a logger's entrypoint as it is, before any bundler.
 */
import nodeLogger from 'astro/logger/node';

/**
 * @param {{ level?: import('astro').AstroLoggerLevel }} [config] Astro's logger already drops
 *   what is below the level the command asks for, so by default this passes everything it gets.
 * @returns {import('astro').AstroLoggerDestination}
 */
export default function pageLines(config = {}) {
  const node = nodeLogger({ level: 'debug', ...config });
  /** Paths written whose time is still to come. */
  let open = 0;
  return {
    write(event) {
      if (!event.newLine) {
        open++;
        node.write({ ...event, newLine: true });
      } else if (open > 0 && event.label === 'SKIP_FORMAT') {
        open--;
      } else {
        node.write(event);
      }
    },
  };
}
