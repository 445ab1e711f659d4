import { expectMessageGroupsTranslated } from '../../testing/translations';
import { LABEL_REPORT_MESSAGE_GROUPS, labelReportMessageKey } from './label-report-messages';

describe('label report texts in the bundles (libs/server/i18n/src/translations/label-reports.*.json)', () => {
  expectMessageGroupsTranslated('labelReports.msg', LABEL_REPORT_MESSAGE_GROUPS);

  it('finds the key of a known text, and none for other texts', () => {
    expect(labelReportMessageKey('Enter the month as YYYY-MM.')).toBe('labelReports.msg.server.monthInvalid');
    expect(labelReportMessageKey('Something the server made up.')).toBeUndefined();
  });
});
