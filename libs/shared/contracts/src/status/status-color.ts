/** MUI palette names, so web (MUI) and admin (react-admin, also MUI) can pass them straight to `color`. */
export const STATUS_COLORS = ['success', 'warning', 'error', 'info', 'default'] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];
