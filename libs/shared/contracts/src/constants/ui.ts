export const POPUP_MAX_WIDTH_PX = 680;
export const NOTIFICATION_BADGE_CAP = 99;
export const ADMIN_SIDEBAR_WIDTH_PX = 264;
export const ADMIN_SIDEBAR_COLLAPSED_WIDTH_PX = 84;
/** The fraud scores pager lists every page up to this many, then switches to first/last with ellipses. */
export const PAGER_ALL_PAGES_MAX = 7;
export const CSV_IMPORT_MAX_ERRORS_SHOWN = 10;
