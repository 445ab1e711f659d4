import { LINK_MESSAGES, validateLinkChannelName, validateLinkExtraLinks, validateLinkSlug, validateLinkUrl } from './links';

describe('smart link rules (shared by the API and the forms)', () => {
  it('takes a link name of lowercase words and refuses look-alikes, path characters and our own words', () => {
    expect(validateLinkSlug('nova-lane-2')).toEqual({ ok: true, value: 'nova-lane-2' });
    for (const bad of ['ｎova', 'nov\u0430', 'a/b', '..', 'ab', 'x'.repeat(61), 'Nova', 'a--b', null]) expect(validateLinkSlug(bad)).toEqual({ ok: false, error: LINK_MESSAGES.slugInvalid });
    expect(validateLinkSlug('notify')).toEqual({ ok: false, error: LINK_MESSAGES.slugReserved });
  });

  it('takes only full http and https addresses', () => {
    expect(validateLinkUrl(' https://novalane.example/x?y=1 ')).toEqual({ ok: true, value: 'https://novalane.example/x?y=1' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'http:/x', 'https://', '//x.example', 'https://x.example/a b', `https://x.example/${'a'.repeat(500)}`, 42]) {
      expect(validateLinkUrl(bad)).toEqual({ ok: false, error: LINK_MESSAGES.urlInvalid });
    }
  });

  it('takes at most ten labelled extra links, trimmed', () => {
    expect(validateLinkExtraLinks([{ label: ' Site ', url: 'https://x.example' }])).toEqual({ ok: true, value: [{ label: 'Site', url: 'https://x.example' }] });
    expect(validateLinkExtraLinks(Array.from({ length: 11 }, () => ({ label: 'a', url: 'https://x.example' })))).toEqual({ ok: false, error: LINK_MESSAGES.extraLinksTooMany });
    expect(validateLinkExtraLinks([{ label: '', url: 'https://x.example' }])).toEqual({ ok: false, error: LINK_MESSAGES.extraLabelRequired });
    expect(validateLinkExtraLinks([{ label: 'a', url: 'javascript:x' }])).toEqual({ ok: false, error: LINK_MESSAGES.urlInvalid });
  });

  it('takes channel names of lowercase letters, digits, hyphens and underscores up to 40 characters', () => {
    expect(validateLinkChannelName('tik_tok-2')).toEqual({ ok: true, value: 'tik_tok-2' });
    for (const bad of ['x'.repeat(10_000), 'Insta', '-x', '', 'a b']) expect(validateLinkChannelName(bad)).toEqual({ ok: false, error: LINK_MESSAGES.channelInvalid });
  });
});
