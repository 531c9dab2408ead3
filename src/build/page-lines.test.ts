import { stripVTControlCharacters } from 'node:util';
import type { AstroLoggerMessage } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pageLines from './page-lines.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What reaches the terminal through the build's logger, for these events in this order, without colours. */
function logged(events: AstroLoggerMessage[]): string {
  let text = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    text += String(chunk);
    return true;
  });
  const destination = pageLines();
  for (const event of events) destination.write(event);
  return stripVTControlCharacters(text);
}

const info = (label: string | null, message: string, newLine = true): AstroLoggerMessage => ({
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
        info('SKIP_FORMAT', '✓ Completed in 1s.'),
      ]),
    ).toMatch(/^ prerendering static routes \n\S+ ├─ \/a\/\n\S+ ├─ \/b\/\n\S+ ├─ \/c\/\n✓ Completed in 1s\.\n$/);
  });

  it('leaves every other line as Astro writes it', () => {
    expect(logged([info('build', 'Complete!'), info('SKIP_FORMAT', 'csp: 2 inline scripts')])).toMatch(
      /^\d\d:\d\d:\d\d \[build\] Complete!\ncsp: 2 inline scripts\n$/,
    );
  });
});
