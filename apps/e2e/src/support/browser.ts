import fs from 'node:fs';
import { Browser, chromium, ConsoleMessage, Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with `npm run e2e`');
  return url;
};

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install -y chromium` or set CHROME_PATH');
  return found;
}

/** Debian's Chromium, headless, with the background services off (the machine has no internet). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface TrackedPage {
  page: Page;
  /** console.error lines and uncaught page errors seen so far. */
  errors: string[];
}

/** A fresh context (own localStorage) whose console errors are collected for assertions. */
export async function openPage(browser: Browser): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  return trackErrors(await context.newPage());
}

/** Collects the page's console errors, uncaught errors and failed responses. */
export function trackErrors(page: Page): TrackedPage {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // Chrome's console line for a failed resource has no URL; record which one it was.
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()} ${new URL(res.url()).pathname}`);
  });
  return { page, errors };
}
