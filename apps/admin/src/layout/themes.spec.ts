import { darkTheme, lightTheme } from './themes';

describe('themes', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ])('the %s theme has a 264 px sidebar, 84 px collapsed', (_name, theme) => {
    expect(theme.sidebar).toEqual({ width: 264, closedWidth: 84 });
  });

  it('the two themes differ in palette mode', () => {
    expect(lightTheme.palette?.mode).toBe('light');
    expect(darkTheme.palette?.mode).toBe('dark');
  });
});
