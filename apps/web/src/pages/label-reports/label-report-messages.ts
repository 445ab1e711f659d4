import { LABEL_REPORT_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** The English bundle holds them word for word under `labelReports.msg.<group>.<name>` (checked by label-report-messages.spec.ts). */
export const LABEL_REPORT_MESSAGE_GROUPS = { server: LABEL_REPORT_MESSAGES } as const;

const KEY_BY_TEXT = keysByText('labelReports.msg', LABEL_REPORT_MESSAGE_GROUPS);

export function labelReportMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

export function useLabelReportMessage(): (text: string) => string {
  return useAreaMessage(labelReportMessageKey);
}
