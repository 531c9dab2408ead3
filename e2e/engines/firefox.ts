/** Firefox (Debian's firefox-esr) through WebDriver BiDi, with puppeteer-core. */
import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { findExpression, retry, type Driver } from './driver.ts';

export const firefoxBinary = ['/usr/lib/firefox-esr/firefox-esr', '/usr/bin/firefox-esr'].find(existsSync);

export async function firefox(): Promise<Driver> {
  if (!firefoxBinary) throw new Error('firefox-esr is missing: apt-get install firefox-esr');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxBinary, headless: true });
  const page = await browser.newPage();
  const find = async (selector: string, text?: string) => {
    const handle = await page.evaluateHandle(findExpression(selector, text));
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`no visible ${selector}${text ? ` with "${text}"` : ''} on ${page.url()}`);
    return element;
  };
  return {
    engine: 'firefox',
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    setViewport: (width, height) => page.setViewport({ width, height }),
    click: (selector, text) => retry(async () => (await find(selector, text)).click()),
    fill: (selector, value) => retry(async () => (await find(selector)).type(value)),
    select: (selector, value) => retry(async () => void (await find(selector)).select(value)),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    url: async () => page.url(),
    close: () => browser.close(),
  };
}
