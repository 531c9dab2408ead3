/**
 * WebKit (Debian's WebKitGTK MiniBrowser) through its WebDriver server, WebKitWebDriver,
 * spoken to with plain W3C WebDriver HTTP calls. It needs a display: it runs under xvfb-run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers.ts';
import { findExpression, retry, waitUntil, type Driver } from './driver.ts';

export const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export async function webkit(): Promise<Driver> {
  if (!existsSync('/usr/bin/WebKitWebDriver') || !existsSync('/usr/bin/xvfb-run')) {
    throw new Error('WebKitWebDriver or xvfb-run is missing: apt-get install webkit2gtk-driver xvfb');
  }
  // MiniBrowser's toolbar keeps its window at least 447 px wide; a user style sheet for GTK
  // shrinks the browser's own widgets (GTK does not draw the page), so the page can be 390 px wide.
  const config = mkdtempSync(join(tmpdir(), 'northpaw-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(
    join(config, 'gtk-3.0', 'gtk.css'),
    'toolbar, toolbar *, entry, button, label { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n',
  );
  const port = await freePort();
  // Its own process group, so closing ends Xvfb, the driver and the browser together.
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'],
    { detached: true, stdio: 'ignore', env: { ...process.env, XDG_CONFIG_HOME: config } },
  );
  const root = `http://127.0.0.1:${port}`;
  let session = '';

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${root}${session ? `/session/${session}` : ''}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }
  const evaluate = <T>(expression: string) =>
    call<T>('POST', '/execute/sync', { script: `return (${expression});`, args: [] });
  async function find(selector: string, text?: string): Promise<string> {
    const element = await evaluate<Record<string, string> | null>(findExpression(selector, text));
    if (!element?.[ELEMENT])
      throw new Error(`no visible ${selector}${text ? ` with "${text}"` : ''} on ${await url()}`);
    return element[ELEMENT];
  }
  const url = () => call<string>('GET', '/url');

  await waitUntil('WebKitWebDriver to start', async () => (await fetch(`${root}/status`)).ok, 15_000);
  ({ sessionId: session } = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      },
    },
  }));

  return {
    engine: 'webkit',
    goto: async (to) => void (await call('POST', '/url', { url: to })),
    async setViewport(width, height) {
      // WebDriver sizes the window; the page gets what the window's frame leaves, so size it twice.
      await call('POST', '/window/rect', { width, height });
      const [innerWidth, innerHeight] = await evaluate<[number, number]>('[innerWidth, innerHeight]');
      await call('POST', '/window/rect', { width: 2 * width - innerWidth, height: 2 * height - innerHeight });
    },
    // WebKitWebDriver does not always scroll an element below the fold into view before
    // clicking it (seen after typing into a field, with the page's scroll-padding): the
    // click scrolls it to the middle first, as a person would.
    click: (selector, text) =>
      retry(async () => {
        const element = await find(selector, text);
        await call('POST', '/execute/sync', {
          script: 'arguments[0].scrollIntoView({ block: "center" });',
          args: [{ [ELEMENT]: element }],
        });
        await call('POST', `/element/${element}/click`, {});
      }),
    fill: (selector, value) =>
      retry(async () => call('POST', `/element/${await find(selector)}/value`, { text: value })),
    // WebDriver chooses an option by clicking it.
    select: (selector, value) =>
      retry(async () => call('POST', `/element/${await find(`${selector} option[value="${value}"]`)}/click`, {})),
    evaluate,
    url,
    async close() {
      await call('DELETE', '').catch(() => undefined);
      if (server.pid && server.exitCode === null) process.kill(-server.pid);
      rmSync(config, { recursive: true, force: true });
    },
  };
}
