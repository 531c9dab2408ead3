/**
 * Astro logs each static page in two writes: its path when it starts, with no newline, then
 * its time once the file is written, ending the line. That reads right one page at a time;
 * with `build.concurrency` several pages start before the first ends, so their paths run
 * together on one line and each time lands after another page's path. This ends each path's
 * line as it is written and leaves the times out: with pages finishing out of order, no time
 * can be put back beside its own page. The whole render's time is still logged at its end.
 */
import type { AstroIntegration } from 'astro';

export function pageLines(): AstroIntegration {
  return {
    name: 'northpaw:page-lines',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const { destination } = logger.options;
        const write = destination.write.bind(destination);
        /** Paths written whose time is still to come. */
        let open = 0;
        destination.write = (event) => {
          if (!event.newLine) {
            open++;
            write({ ...event, newLine: true });
          } else if (open > 0 && event.label === 'SKIP_FORMAT') {
            open--;
          } else {
            write(event);
          }
        };
      },
    },
  };
}
