import { expectMessageGroupsTranslated } from '../../testing/translations';
import { CATALOG_MESSAGE_GROUPS, catalogMessageKey } from './catalog-messages';

describe('catalog texts in the bundles (libs/server/i18n/src/translations/catalog.*.json)', () => {
  expectMessageGroupsTranslated('catalog.msg', CATALOG_MESSAGE_GROUPS);

  it('finds the key of a known text, and none for other texts', () => {
    expect(catalogMessageKey("Release not found or you don't have access to it.")).toBe('catalog.msg.release.notFoundOrNoAccess');
    expect(catalogMessageKey('Failed to load track.')).toBe('catalog.msg.track.loadFailedSentence');
    expect(catalogMessageKey('Something the server made up.')).toBeUndefined();
  });
});
