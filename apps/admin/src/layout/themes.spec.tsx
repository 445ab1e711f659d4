import { createTheme } from '@mui/material/styles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';
import { BRAND, darkTheme, lightTheme } from './themes';

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour jsdom computes as rgb(r, g, b), as #rrggbb. */
const hexOf = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe('themes', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('the %s theme has a 264 px sidebar, 84 px collapsed', (_name, theme) => {
    expect(theme.sidebar).toEqual({ width: 264, closedWidth: 84 });
  });

  it("wears the site's palette, type and shapes rather than react-admin's purple", () => {
    const dark = createTheme(darkTheme);
    const light = createTheme(lightTheme);
    expect(dark.palette.mode).toBe('dark');
    expect(light.palette.mode).toBe('light');
    // apps/web/src/styles.css: --bg, --surface, --text, --accent-strong, --accent-2.
    expect(dark.palette.background).toEqual({ default: '#070b1a', paper: '#111a3a' });
    expect(dark.palette.text.primary).toBe('#eef1ff');
    expect(dark.palette.primary.main).toBe('#a78bfa');
    expect(dark.palette.secondary.main).toBe('#22d3ee');
    for (const theme of [dark, light]) {
      expect(theme.typography.fontFamily).toBe(BRAND.font);
      expect(theme.shape.borderRadius).toBe(12);
      expect(theme.palette.primary.main).not.toBe('#4f3cc9');
    }
  });

  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('the %s theme keeps text and links readable (4.5:1 on page and paper)', (_name, options) => {
    const { palette } = createTheme(options);
    for (const surface of [palette.background.default, palette.background.paper]) {
      expect(contrast(palette.text.primary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.primary.main, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme toggle', () => {
  it('switches the whole back office between the light and the dark theme and back, remembering the choice', async () => {
    const store = memoryStore();
    renderAdminAt('/admin/', { store });
    const toggle = within(await screen.findByTestId('theme-toggle')).getByRole('button');
    const body = () => hexOf(getComputedStyle(document.body).backgroundColor);

    await waitFor(() => expect(body()).toBe('#f4f5fb'));
    fireEvent.click(toggle);
    await waitFor(() => expect(body()).toBe('#070b1a'));
    expect(store.getItem('theme')).toBe('dark');

    fireEvent.click(within(screen.getByTestId('theme-toggle')).getByRole('button'));
    await waitFor(() => expect(body()).toBe('#f4f5fb'));
    expect(store.getItem('theme')).toBe('light');
  });
});
