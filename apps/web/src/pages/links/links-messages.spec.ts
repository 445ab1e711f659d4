import { LINK_MESSAGES } from '@soundpost/contracts';
import { expectMessageGroupsTranslated } from '../../testing/translations';
import { LINK_MESSAGE_GROUPS, linkMessageKey } from './links-messages';

describe('link texts in the bundles', () => {
  expectMessageGroupsTranslated('links.msg', LINK_MESSAGE_GROUPS);

  it('finds the key of a server text', () => {
    expect(linkMessageKey(LINK_MESSAGES.slugTaken)).toBe('links.msg.link.slugTaken');
    expect(linkMessageKey('Something else.')).toBeUndefined();
  });
});
