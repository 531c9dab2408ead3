import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { pageLines } from './page-lines.ts';

type Event = Parameters<AstroIntegrationLogger['options']['destination']['write']>[0];

/** What reaches the log once the integration has wrapped it, for these events in this order. */
function logged(events: Event[]): string {
  let text = '';
  const options = {
    level: 'info',
    destination: { write: (e: Event) => void (text += e.message + (e.newLine ? '\n' : '')) },
  };
  const start = pageLines().hooks['astro:build:start'];
  start?.({ logger: { options } } as unknown as Parameters<NonNullable<typeof start>>[0]);
  for (const event of events) options.destination.write(event);
  return text;
}

const info = (label: string | null, message: string, newLine = true): Event => ({
  label,
  level: 'info',
  message,
  newLine,
});

describe('pageLines', () => {
  it('gives each page its own line when pages render at once, without the times that would land on another page', () => {
    expect(
      logged([
        info('SKIP_FORMAT', ' prerendering static routes '),
        info(null, '├─ /a/', false),
        info(null, '├─ /b/', false),
        info('SKIP_FORMAT', ' (+12ms)'),
        info(null, '├─ /c/', false),
        info('SKIP_FORMAT', ' (+3ms)'),
        info('SKIP_FORMAT', ' (+4ms)'),
        info(null, '✓ Completed in 1s.'),
      ]),
    ).toBe(' prerendering static routes \n├─ /a/\n├─ /b/\n├─ /c/\n✓ Completed in 1s.\n');
  });

  it('leaves every other line as it was', () => {
    expect(logged([info('build', 'Complete!'), info('SKIP_FORMAT', 'csp: 2 inline scripts')])).toBe(
      'Complete!\ncsp: 2 inline scripts\n',
    );
  });
});
