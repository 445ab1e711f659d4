import { ADMIN_MESSAGES, normalisePopupType, POPUP_TYPES, type PopupRequest, type PopupType } from '@soundpost/contracts';
import type { RaRecord } from 'react-admin';

const label = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

export const POPUP_TYPE_CHOICES = POPUP_TYPES.map((id) => ({ id, name: label(id) }));
export const POPUP_STATUS_CHOICES = [
  { id: '1', name: 'Active' },
  { id: '0', name: 'Inactive' },
];

export const POPUP_WINDOW_MESSAGE = 'Show until must be after show from.';

export interface PopupFormValues {
  title: string;
  message: string;
  type: PopupType;
  /** `<input type="datetime-local">` values (local time, 'YYYY-MM-DDTHH:mm'); '' for no bound. */
  show_from: string;
  show_until: string;
  status: boolean;
}

export type PopupFormErrors = Partial<Record<keyof PopupFormValues, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

export const toLocalInput = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

export const fromLocalInput = (value: string): string | null => {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export const popupFormValues = (popup?: RaRecord): PopupFormValues => ({
  title: typeof popup?.['title'] === 'string' ? popup['title'] : '',
  message: typeof popup?.['message'] === 'string' ? popup['message'] : '',
  type: normalisePopupType(popup?.['type']),
  show_from: toLocalInput(popup?.['show_from']),
  show_until: toLocalInput(popup?.['show_until']),
  status: popup ? popup['status'] === true || popup['status'] === 1 : true,
});

export const validatePopupForm = (values: PopupFormValues): PopupFormErrors => {
  const errors: PopupFormErrors = {};
  if (!values.title.trim()) errors.title = ADMIN_MESSAGES.titleRequired;
  if (!values.message.trim()) errors.message = ADMIN_MESSAGES.messageRequired;
  const from = fromLocalInput(values.show_from);
  const until = fromLocalInput(values.show_until);
  if (from && until && until <= from) errors.show_until = POPUP_WINDOW_MESSAGE;
  return errors;
};

export const popupPayload = (values: PopupFormValues) =>
  ({
    title: values.title.trim(),
    message: values.message.trim(),
    type: values.type,
    show_from: fromLocalInput(values.show_from),
    show_until: fromLocalInput(values.show_until),
    status: values.status,
  }) satisfies PopupRequest;

export const serverFieldErrors = (error: unknown): PopupFormErrors => {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: PopupFormErrors = {};
  for (const [field, message] of Object.entries(errors as Record<string, unknown>)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof text === 'string' && field in popupFormValues()) out[field as keyof PopupFormValues] = text;
  }
  return out;
};
