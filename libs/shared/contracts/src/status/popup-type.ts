import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const POPUP_TYPES = ['info', 'success', 'warning', 'error'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];

export const DEFAULT_POPUP_TYPE: PopupType = 'info';

export const POPUP_TYPE_COLORS: Readonly<Record<PopupType, StatusColor>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  error: 'error',
};

export function isPopupType(value: unknown): value is PopupType {
  return isOneOf(POPUP_TYPES, value);
}

export function normalisePopupType(value: unknown): PopupType {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isPopupType(key) ? key : DEFAULT_POPUP_TYPE;
}
