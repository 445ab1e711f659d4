import { ADMIN_SIDEBAR_COLLAPSED_WIDTH_PX, ADMIN_SIDEBAR_WIDTH_PX } from '@soundpost/contracts';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Sidebar widths, in both themes. */
export const SIDEBAR = { width: ADMIN_SIDEBAR_WIDTH_PX, closedWidth: ADMIN_SIDEBAR_COLLAPSED_WIDTH_PX } as const;

const brand = { main: '#6d28d9', light: '#8b5cf6', dark: '#4c1d95', contrastText: '#fff' };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, mode: 'light', primary: brand, secondary: brand },
  sidebar: { ...SIDEBAR },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, mode: 'dark', primary: { main: '#c4b5fd' }, background: { default: '#18181b', paper: '#27272a' } },
  sidebar: { ...SIDEBAR },
};
