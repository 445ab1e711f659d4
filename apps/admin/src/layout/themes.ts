import { alpha } from '@mui/material/styles';
import { ADMIN_SIDEBAR_COLLAPSED_WIDTH_PX, ADMIN_SIDEBAR_WIDTH_PX } from '@soundpost/contracts';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR = { width: ADMIN_SIDEBAR_WIDTH_PX, closedWidth: ADMIN_SIDEBAR_COLLAPSED_WIDTH_PX } as const;

/** The site's tokens as apps/web/src/styles.css declares them; the light theme darkens the hues where text sits on white. */
export const BRAND = {
  navy: '#070b1a',
  navyElevated: '#0d1430',
  surface: '#111a3a',
  surface2: '#17224a',
  text: '#eef1ff',
  textMuted: '#a3abd0',
  textFaint: '#6f789f',
  border: 'rgba(148, 163, 255, 0.14)',
  borderStrong: 'rgba(148, 163, 255, 0.28)',
  violet: '#8b5cf6',
  violetStrong: '#a78bfa',
  cyan: '#22d3ee',
  ink: '#0b1020',
  danger: '#f87171',
  success: '#34d399',
  gradient: 'linear-gradient(135deg, #8b5cf6 0%, #22d3ee 100%)',
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  radius: { sm: 8, md: 12, lg: 20 },
} as const;

type Mode = 'light' | 'dark';

const palettes = {
  dark: {
    mode: 'dark',
    primary: { main: BRAND.violetStrong, light: '#c4b5fd', dark: BRAND.violet, contrastText: BRAND.ink },
    secondary: { main: BRAND.cyan, light: '#67e8f9', dark: '#0891b2', contrastText: BRAND.ink },
    error: { main: BRAND.danger, contrastText: BRAND.ink },
    success: { main: BRAND.success, contrastText: BRAND.ink },
    warning: { main: '#fbbf24', contrastText: BRAND.ink },
    info: { main: BRAND.cyan, contrastText: BRAND.ink },
    background: { default: BRAND.navy, paper: BRAND.surface },
    text: { primary: BRAND.text, secondary: BRAND.textMuted, disabled: BRAND.textFaint },
    divider: BRAND.border,
  },
  light: {
    mode: 'light',
    // The site's violet and cyan one step darker: 4.5:1 or better as text on white.
    primary: { main: '#6d28d9', light: BRAND.violet, dark: '#5b21b6', contrastText: '#ffffff' },
    secondary: { main: '#0e7490', light: BRAND.cyan, dark: '#155e75', contrastText: '#ffffff' },
    error: { main: '#dc2626', contrastText: '#ffffff' },
    success: { main: '#047857', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    info: { main: '#0e7490', contrastText: '#ffffff' },
    background: { default: '#f4f5fb', paper: '#ffffff' },
    text: { primary: BRAND.ink, secondary: '#4b5375', disabled: '#8a91b4' },
    divider: 'rgba(17, 26, 58, 0.12)',
  },
} as const;

const components = (mode: Mode): RaThemeOptions['components'] => {
  const dark = mode === 'dark';
  const p = palettes[mode];
  return {
    MuiCssBaseline: {
      styleOverrides: { body: { WebkitFontSmoothing: 'antialiased' } },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: BRAND.navyElevated,
          backgroundImage: 'none',
          color: BRAND.text,
          boxShadow: 'none',
          borderBottom: `1px solid ${BRAND.borderStrong}`,
        },
        colorSecondary: { backgroundColor: BRAND.navyElevated, color: BRAND.text },
        colorPrimary: { backgroundColor: BRAND.navyElevated, color: BRAND.text },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        rounded: { borderRadius: BRAND.radius.md },
        outlined: { borderColor: p.divider },
        elevation1: {
          border: `1px solid ${p.divider}`,
          boxShadow: dark ? '0 4px 14px rgba(2, 6, 23, 0.4)' : '0 1px 3px rgba(17, 26, 58, 0.08)',
        },
      },
    },
    MuiCard: {
      styleOverrides: { root: { borderRadius: BRAND.radius.md } },
    },
    MuiCardHeader: {
      styleOverrides: { title: { fontSize: '1.05rem', fontWeight: 700 } },
    },
    MuiButton: {
      styleOverrides: {
        root: { borderRadius: 999, textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap' },
        containedPrimary: {
          background: BRAND.gradient,
          color: BRAND.ink,
          boxShadow: '0 6px 20px rgba(139, 92, 246, 0.3)',
          '&:hover': { background: BRAND.gradient, boxShadow: '0 8px 26px rgba(34, 211, 238, 0.3)' },
        },
      },
    },
    MuiFab: {
      styleOverrides: { primary: { background: BRAND.gradient, color: BRAND.ink } },
    },
    MuiChip: {
      styleOverrides: { root: { fontWeight: 600 } },
    },
    MuiTextField: { defaultProps: { variant: 'outlined' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          borderRadius: BRAND.radius.sm,
          backgroundColor: dark ? BRAND.navyElevated : '#ffffff',
        },
        notchedOutline: { borderColor: dark ? BRAND.borderStrong : 'rgba(17, 26, 58, 0.23)' },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 700, color: p.text.secondary, whiteSpace: 'nowrap' },
        root: { borderBottomColor: p.divider },
      },
    },
    MuiDrawer: {
      styleOverrides: { paper: { backgroundImage: 'none' } },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: `0 999px 999px 0`,
          marginRight: 8,
          '&.RaMenuItemLink-active': {
            color: p.primary.main,
            backgroundColor: alpha(p.primary.main, dark ? 0.16 : 0.1),
            fontWeight: 600,
          },
          '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: p.primary.main },
        },
      },
    },
    RaLayout: {
      styleOverrides: {
        // No fit-content and minWidth 0 down to the page: a wide table scrolls in its card instead of widening the
        // page past a phone's screen.
        root: {
          minWidth: 0,
          '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar': { minWidth: 0 },
          '& .RaLayout-content': { backgroundColor: p.background.default, minWidth: 0 },
          '& .RaLayout-content > *': { minWidth: 0 },
        },
      },
    },
    RaList: {
      styleOverrides: { root: { minWidth: 0, '& .RaList-main, & .RaList-content': { minWidth: 0 } } },
    },
  } as RaThemeOptions['components'];
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** react-admin's theme with ours on top, key by key (its component defaults stay where we set nothing). */
const merge = (base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? merge(current, value) : value;
  }
  return out;
};

const soundpostTheme = (mode: Mode): RaThemeOptions =>
  merge((mode === 'dark' ? defaultDarkTheme : defaultLightTheme) as Record<string, unknown>, {
    palette: palettes[mode],
    shape: { borderRadius: BRAND.radius.md },
    typography: {
      fontFamily: BRAND.font,
      h1: { fontWeight: 800, letterSpacing: '-0.02em' },
      h2: { fontWeight: 800, letterSpacing: '-0.02em' },
      h3: { fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      button: { fontWeight: 600 },
    },
    sidebar: { ...SIDEBAR },
    components: components(mode),
  }) as RaThemeOptions;

export const lightTheme: RaThemeOptions = soundpostTheme('light');

export const darkTheme: RaThemeOptions = soundpostTheme('dark');
