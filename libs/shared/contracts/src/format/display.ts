import { NOTIFICATION_BADGE_CAP } from '../constants/ui';

export const FALLBACK_DISPLAY_NAME = 'Artist';
export const MISSING_VALUE_PLACEHOLDER = '-';
export const LOADING_PLACEHOLDER = '…';

export interface NamedUser {
  readonly name?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
}

export function displayName(user: NamedUser | null | undefined): string {
  const name = user?.name?.trim();
  if (name) return name;
  const joined = [user?.first_name, user?.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return joined || FALLBACK_DISPLAY_NAME;
}

/** Code-point aware so an accented or emoji initial stays whole. */
export function avatarInitial(user: NamedUser | null | undefined): string {
  return (Array.from(displayName(user))[0] ?? '').toUpperCase();
}

export function formatBadgeCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(Math.floor(count));
}
