import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { flatten, loadBundle } from '../../testing/translations';
import { BLOG_POSTS, RESOURCE_TABS, resourceTabOf } from './content';

const en = flatten(loadBundle('en'));

async function open(path: string) {
  mockApi();
  const app = await renderApp(path);
  await screen.findByTestId('resources-page');
  return app;
}

const selectedTab = () => within(screen.getAllByRole('tablist')[0]).getByRole('tab', { selected: true }).getAttribute('data-testid');

describe('/resources tabs', () => {
  it('reads the tab from the hash, sell by default', () => {
    expect(resourceTabOf('')).toBe('sell');
    expect(resourceTabOf('#pay')).toBe('pay');
    expect(resourceTabOf('#nope')).toBe('sell');
  });

  it('opens on sell, which links to /partners, with View Plans to /pricing', async () => {
    await open('/resources');
    expect(document.title).toBe('Resources · Soundpost');
    const tabs = within(screen.getAllByRole('tablist')[0]).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sell', 'Market', 'Real-time', 'Analyze', 'Pay', 'Support']);
    expect(selectedTab()).toBe('resources-tab-sell');
    expect(screen.getByTestId('resources-tab-cta').getAttribute('href')).toBe('/partners');
    expect(screen.getByTestId('view-plans').getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('view-plans').textContent).toBe('View Plans');
  });

  it.each(RESOURCE_TABS.map((tab) => [tab]))('opens the %s tab from the URL hash', async (tab) => {
    await open(`/resources#${tab}`);
    expect(selectedTab()).toBe(`resources-tab-${tab}`);
    expect(screen.getByTestId(`resources-panel-${tab}`).querySelector('h3')?.textContent).toBe(en[`public.resources.tabs.${tab}.title`]);
  });

  it('keeps the chosen tab in the hash, by click and by arrow keys', async () => {
    const { router } = await open('/resources');
    fireEvent.click(screen.getByTestId('resources-tab-analyze'));
    await waitFor(() => expect(router.state.location.hash).toBe('#analyze'));
    expect(selectedTab()).toBe('resources-tab-analyze');
    expect(router.state.location.pathname).toBe('/resources');

    fireEvent.keyDown(screen.getByTestId('resources-tab-analyze'), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.hash).toBe('#pay'));
    expect(document.activeElement).toBe(screen.getByTestId('resources-tab-pay'));
    fireEvent.keyDown(screen.getByTestId('resources-tab-pay'), { key: 'Home' });
    await waitFor(() => expect(router.state.location.hash).toBe('#sell'));
  });
});

describe('/resources list', () => {
  it('shows one featured post, the others in the grid, all linking to their pages', async () => {
    await open('/resources');
    const featured = screen.getByTestId('featured-post');
    expect(within(featured).getByRole('link').getAttribute('href')).toBe(`/resources/${BLOG_POSTS[0].slug}`);
    const grid = within(screen.getByTestId('post-grid')).getAllByTestId('post-card');
    expect(grid.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(
      BLOG_POSTS.slice(1).map((post) => `/resources/${post.slug}`),
    );
    expect(featured.textContent).toContain('15,720 views');
  });

  it('has Popular (first 4) and Recommended (first 4 reversed) sidebar tabs', async () => {
    await open('/resources');
    const titles = (panel: string) =>
      within(screen.getByTestId(panel))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    const first4 = BLOG_POSTS.slice(0, 4).map((post) => `/resources/${post.slug}`);
    expect(titles('blog-panel-popular')).toEqual(first4);
    fireEvent.click(screen.getByTestId('blog-tab-recommended'));
    expect(titles('blog-panel-recommended')).toEqual([...first4].reverse());
  });
});
