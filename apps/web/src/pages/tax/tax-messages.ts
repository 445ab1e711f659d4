import { TAX_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** English text of the tax API (422 field messages, standing reasons) → its key under `tax.msg`. */
export const TAX_KEYS = keysByText('tax.msg', { tax: TAX_MESSAGES });
export const taxKey = (text: string) => TAX_KEYS.get(text);

/** Shows a tax API text in the page's language (any text it does not know stays as sent). */
export const useTaxMessage = () => useAreaMessage(taxKey);
