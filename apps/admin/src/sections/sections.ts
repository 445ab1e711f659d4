/** Screens still to come render a placeholder page with the section title until they are built. */
export interface SectionRoute {
  /** Stable key, also rendered as `data-section` on the placeholder page. */
  key: string;
  path: string;
  title: string;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [];

export const SECTION_REDIRECTS: readonly { path: string; to: string }[] = [{ path: 'fraud', to: 'fraud/overview' }];

export const PLACEHOLDER_NOTE = 'This section arrives with a later release.';
