import { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { findOverflows, openPageAt } from './support/visual';

// The overflow check itself, on small pages that reproduce what issue 12 found by eye: it must fail
// on each of them, and stay quiet on the same page laid out properly.
describe('the overflow check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  const STYLE = `<style>body{margin:0;font:16px/1.5 sans-serif} .row{display:grid;grid-template-columns:110px 1fr 48px;gap:12px;width:360px}
    .bar{height:10px;background:#55f} header nav ul{display:flex;gap:4px;list-style:none;margin:0;padding:0;width:430px} header nav a{display:block;padding:8px 14px}
    .card{width:200px;border:1px solid #999} .badge{display:inline-block;white-space:nowrap;padding:2px 10px} td{overflow-wrap:anywhere}</style>`;

  async function overflowsOf(html: string, viewport: 'desktop' | 'phone' = 'desktop') {
    const { page } = await openPageAt(browser, viewport, 'en');
    await page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width">${STYLE}</head><body>${html}</body></html>`);
    const found = await findOverflows(page);
    await page.context().close();
    return found.map((o) => o.why);
  }

  it('sees a statistics label running under its bar', async () => {
    // Too long for its column: the text spills out of its box, over the bar.
    expect(await overflowsOf('<div class="row"><span>Téléchargements</span><span class="bar"></span><span>19%</span></div>')).toContain('wider than its box');
    // A box that fits its text but is drawn over its neighbour.
    expect(await overflowsOf('<div class="row"><span style="margin-right:-120px;white-space:nowrap">Téléchargements vidéo</span><span class="bar"></span><span>19%</span></div>')).toContain('runs into its neighbour');
    expect(await overflowsOf('<div class="row"><span>Vidéo</span><span class="bar"></span><span>10%</span></div>')).toEqual([]);
  });

  it('sees a top-menu entry wrapped onto two lines', async () => {
    const menu = (label: string) =>
      `<header><nav><ul>${['Subir', 'Vender', 'Precios', 'Recursos', label].map((l) => `<li><a href="#">${l}</a></li>`).join('')}</ul></nav></header>`;
    expect(await overflowsOf(menu('Preguntas frecuentes'))).toContain('menu entry wraps');
    expect(await overflowsOf(menu('Ayuda'))).toEqual([]);
  });

  it('sees a badge sticking out of its card', async () => {
    expect(await overflowsOf('<div class="card"><span class="badge">En attente de validation et de contrôle</span></div>')).toContain('sticks out of its container');
    expect(await overflowsOf('<div class="card"><span class="badge">Approuvée</span></div>')).toEqual([]);
  });

  it('sees a word squeezed over two lines in a table ("TYP E")', async () => {
    const table = '<table style="width:120px"><tr><td>Type</td><td>Single</td><td>Release date</td><td>0860000000170</td></tr></table>';
    expect(await overflowsOf(table)).toContain('word broken across lines');
  });

  it('sees a page wider than a phone even though the phone widens its layout to fit it', async () => {
    expect(await overflowsOf('<div style="width:600px">A table too wide for the screen</div>', 'phone')).toContain('page scrolls sideways');
    expect(await overflowsOf('<div style="overflow-x:auto"><div style="width:600px">A table that scrolls in its box</div></div>', 'phone')).toEqual([]);
  });
});
