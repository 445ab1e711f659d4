/**
 * Back-office screens still to come, as paths relative to /admin. Their screens arrive with later
 * issues; until then each route renders a placeholder page with the section title. (Users, artists, tickets and
 * audit logs and wallets have their screens: see App.tsx.)
 */
export interface SectionRoute {
  /** Stable key, also rendered as `data-section` on the placeholder page. */
  key: string;
  /** react-router path relative to the admin basename (/admin). */
  path: string;
  title: string;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [
  { key: 'fraud-overview', path: 'fraud/overview', title: 'Fraud Center overview' },
  { key: 'fraud-scores', path: 'fraud/scores', title: 'Fraud scores' },
  { key: 'fraud-findings', path: 'fraud/findings', title: 'Fraud findings' },
  { key: 'fraud-blocks', path: 'fraud/blocks', title: 'Fraud blocks' },
  { key: 'fraud-user', path: 'fraud/user/:id', title: 'Fraud user detail' },
  { key: 'fraud-scan', path: 'fraud/scan', title: 'Fraud scan' },
];

/** Bare group paths that lead to the group's first screen. */
export const SECTION_REDIRECTS: readonly { path: string; to: string }[] = [{ path: 'fraud', to: 'fraud/overview' }];

export const PLACEHOLDER_NOTE = 'This section arrives with a later release.';
