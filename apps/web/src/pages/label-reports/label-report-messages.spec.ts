import { LANGUAGE_CODES } from '@soundpost/contracts';
import { flatten, loadBundle } from '../../testing/translations';
import { LABEL_REPORT_MESSAGE_GROUPS, labelReportMessageKey } from './label-report-messages';

const bundles = Object.fromEntries(LANGUAGE_CODES.map((lng) => [lng, flatten(loadBundle(lng))]));

describe('label report texts in the bundles (libs/server/i18n/src/translations/label-reports.*.json)', () => {
  const entries = Object.entries(LABEL_REPORT_MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, text]) => [`labelReports.msg.${group}.${name}`, text] as const),
  );

  it.each(entries)('%s is the contract text word for word in English and translated in fr and es', (key, text) => {
    expect(bundles['en'][key]).toBe(text);
    expect(bundles['fr'][key]).toEqual(expect.any(String));
    expect(bundles['es'][key]).toEqual(expect.any(String));
    expect(bundles['fr'][key]).not.toBe(text);
    expect(bundles['es'][key]).not.toBe(text);
  });

  it('finds the key of a known text, and none for other texts', () => {
    expect(labelReportMessageKey('Enter the month as YYYY-MM.')).toBe('labelReports.msg.server.monthInvalid');
    expect(labelReportMessageKey('Something the server made up.')).toBeUndefined();
  });
});
