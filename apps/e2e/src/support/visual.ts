import fs from 'node:fs';
import path from 'node:path';
import { Browser, Page } from 'playwright-core';
import { baseUrl, TrackedPage, trackErrors } from './browser';

// Screens at the sizes people use them, in a chosen language, with screenshots kept for review
// and a check that fails on text that does not fit its box.

export type Viewport = 'desktop' | 'phone';
export type Language = 'en' | 'fr' | 'es';

export const VIEWPORTS: Record<Viewport, { width: number; height: number }> = {
  desktop: { width: 1366, height: 900 },
  // An iPhone 12–15 in portrait: the narrowest screen the artist area promises to work on.
  phone: { width: 390, height: 844 },
};

/** Where screenshots go; CI keeps this folder as an artifact. */
export function artifactsDir(): string {
  const dir = process.env.E2E_ARTIFACTS_DIR ?? path.resolve(__dirname, '../../../../dist/e2e-artifacts');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A fresh context at `viewport` whose web app and back office start in `lang` (what the language
 * switcher remembers), with console errors collected like openPage does.
 */
export async function openPageAt(browser: Browser, viewport: Viewport, lang: Language = 'en'): Promise<TrackedPage> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: lang === 'en' ? 'en-US' : lang,
    viewport: VIEWPORTS[viewport],
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: 1,
  });
  await context.addInitScript((l) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
  }, lang);
  return trackErrors(await context.newPage());
}

/** Saves a full-page screenshot as `<name>.png` in the artifacts folder and returns its path. */
export async function snapshot(page: Page, name: string): Promise<string> {
  const file = path.join(artifactsDir(), `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

export type OverflowKind =
  | 'wider than its box'
  | 'sticks out of its container'
  | 'word broken across lines'
  | 'page scrolls sideways'
  | 'runs into its neighbour'
  | 'menu entry wraps';

export interface Overflow {
  /** A short CSS-like path to the element. */
  where: string;
  text: string;
  why: OverflowKind;
}

/**
 * Text that does not fit: an element whose text is wider than its box (and is not deliberately
 * clipped with an ellipsis or a scroll container), a box of text sticking out of the element that
 * holds it (a status badge past the edge of its card), a word split over two lines ("TYP E"), text
 * drawn over a neighbouring element (a label running under its bar), an entry of the top menu
 * wrapped onto a second line, or a page that scrolls sideways at this width. Hidden elements and
 * screen-reader-only text are skipped.
 */
export async function findOverflows(page: Page, scope = 'body'): Promise<Overflow[]> {
  // A phone browser widens its layout viewport to fit content that is too wide (and shrinks it on
  // screen), so window.innerWidth can hide a page that scrolls sideways: compare with the screen's width.
  const screenWidth = page.viewportSize()?.width ?? 0;
  return page.evaluate(([selector, width]) => {
    const found: { where: string; text: string; why: OverflowKind }[] = [];
    const describe = (el: Element): string => {
      const parts: string[] = [];
      let node: Element | null = el;
      while (node && parts.length < 4 && node !== document.body) {
        const cls = typeof node.className === 'string' && node.className.trim() ? `.${node.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
        parts.unshift(`${node.tagName.toLowerCase()}${cls}`);
        node = node.parentElement;
      }
      return parts.join(' > ');
    };
    const visible = (el: Element): boolean => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      // Screen-reader-only text is clipped to a pixel on purpose.
      if (style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')) return false;
      return true;
    };
    // Inside a container that scrolls sideways on purpose (a wide table), overflow is the design.
    const inScroller = (el: Element): boolean => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        const ox = getComputedStyle(node).overflowX;
        if (ox === 'auto' || ox === 'scroll') return true;
      }
      return false;
    };
    const root = document.querySelector(selector) ?? document.body;
    const doc = document.documentElement;
    const screen = Math.min(window.innerWidth, width || window.innerWidth);
    if (doc.scrollWidth > screen + 1) {
      // Name the elements past the screen's edge that are wider than what holds them (a grid item
      // stretching its track, a table too wide for its card): those are what to fix.
      const past = Array.from(root.querySelectorAll('*')).filter((el) => el.getBoundingClientRect().right > screen + 1 && visible(el) && !inScroller(el));
      const culprits = past.filter((el) => el.parentElement && el.getBoundingClientRect().right > el.parentElement.getBoundingClientRect().right + 1);
      if (culprits.length === 0) found.push({ where: past[0] ? describe(past[0]) : 'html', text: '', why: 'page scrolls sideways' });
      for (const el of culprits.slice(0, 3)) found.push({ where: describe(el), text: el.textContent?.trim().slice(0, 60) ?? '', why: 'page scrolls sideways' });
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const el = node.parentElement;
      if (!el || !text.trim() || seen.has(el) || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'OPTION'].includes(el.tagName)) continue;
      if (!visible(el) || inScroller(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      const clipsOnPurpose = style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (!clipsOnPurpose && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && style.display !== 'inline') {
        found.push({ where: describe(el), text: text.trim().slice(0, 60), why: 'wider than its box' });
        continue;
      }
      const parent = el.parentElement;
      // A badge positioned on its icon's corner sticks out on purpose.
      if (parent && parent !== document.body && style.display !== 'inline' && !clipsOnPurpose && !['absolute', 'fixed'].includes(style.position)) {
        const box = el.getBoundingClientRect();
        const holder = parent.getBoundingClientRect();
        if (box.right > holder.right + 1 || box.left < holder.left - 1) {
          found.push({ where: describe(el), text: text.trim().slice(0, 60), why: 'sticks out of its container' });
          continue;
        }
      }
      const textRange = document.createRange();
      textRange.selectNodeContents(node);
      const lines = Array.from(textRange.getClientRects()).filter((r) => r.width > 0);
      // The top menu's entries are short labels: one that wraps means the menu ran out of room.
      if (el.closest('header nav, header [role="navigation"]') && el.closest('a, button') && new Set(lines.map((r) => Math.round(r.top))).size > 1) {
        found.push({ where: describe(el), text: text.trim().slice(0, 60), why: 'menu entry wraps' });
        continue;
      }
      // Text drawn over an element laid out beside it (a label under its bar): only among elements in the
      // normal flow, since badges and overlays are positioned over others on purpose.
      const inFlow = (node: Element) => !['absolute', 'fixed'].includes(getComputedStyle(node).position);
      if (inFlow(el) && el.parentElement) {
        const hit = Array.from(el.parentElement.children).find((other) => {
          if (other === el || !visible(other) || !inFlow(other)) return false;
          // Per line box, so an inline neighbour wrapping over two lines is not taken for a rectangle.
          return Array.from(other.getClientRects()).some((box) =>
            lines.some((line) => Math.min(line.right, box.right) - Math.max(line.left, box.left) > 2 && Math.min(line.bottom, box.bottom) - Math.max(line.top, box.top) > 2),
          );
        });
        if (hit) {
          found.push({ where: describe(el), text: text.trim().slice(0, 60), why: 'runs into its neighbour' });
          continue;
        }
      }
      // A word whose letters land on two lines was broken mid-word.
      const words = /\p{L}{3,}/gu;
      for (let m = words.exec(text); m; m = words.exec(text)) {
        const range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          found.push({ where: describe(el), text: m[0], why: 'word broken across lines' });
          break;
        }
      }
    }
    return found;
  }, [scope, screenWidth] as const);
}

/** Fails the test with a readable list when text overflows on the current page. */
export async function expectNoOverflow(page: Page, label: string, scope = 'body'): Promise<void> {
  const overflows = await findOverflows(page, scope);
  if (overflows.length > 0) {
    const shot = await snapshot(page, `overflow-${label}`);
    const lines = overflows.slice(0, 15).map((o) => `  - ${o.why}: "${o.text}" at ${o.where}`);
    throw new Error(`Text overflows on ${label} (${page.url()}), screenshot ${shot}:\n${lines.join('\n')}`);
  }
}

/** Screenshot plus the overflow check, the usual pair for one screen at one size. */
export async function checkScreen(page: Page, label: string, scope = 'body'): Promise<void> {
  await snapshot(page, label);
  await expectNoOverflow(page, label, scope);
}
