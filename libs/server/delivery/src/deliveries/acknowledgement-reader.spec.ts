import { readAcknowledgement, UnreadableAcknowledgementError } from './acknowledgement-reader';
import { zonedInstant, hasStarted } from './ern-mapping';

describe('acknowledgements', () => {
  it('reads a success, with namespaces and attributes', () => {
    const xml = `<ern:AcknowledgementStatusMessage xmlns:ern="http://ddex.net/xml/ern/43"><AcknowledgedMessage><MessageId>SP1</MessageId></AcknowledgedMessage><ReleaseStatus Namespace="x">SuccessfullyIngestedByReleaseDistributor</ReleaseStatus><ReleaseId><ICPN>036000291452</ICPN></ReleaseId></ern:AcknowledgementStatusMessage>`;
    expect(readAcknowledgement(xml)).toEqual({ messageIds: ['SP1'], upcs: ['036000291452'], accepted: true, errorText: null, storeReleaseUrl: null, storeReleaseId: null });
  });

  it("reads a rejection with the store's error text (decoded)", () => {
    const xml = `<AcknowledgementStatusMessage><MessageId>SP2</MessageId><ReleaseStatus>ProcessingError</ReleaseStatus><ErrorText>Cover &amp; title mismatch</ErrorText></AcknowledgementStatusMessage>`;
    expect(readAcknowledgement(xml)).toMatchObject({ messageIds: ['SP2'], accepted: false, errorText: 'Cover & title mismatch' });
    expect(readAcknowledgement('<X><MessageId>SP3</MessageId><ReleaseStatus>FileMissing</ReleaseStatus></X>')).toMatchObject({ accepted: false, errorText: 'FileMissing' });
  });

  it('reads text as an XML parser does: CDATA, character references, comments inside, a status only at a leaf', () => {
    const xml = `<?xml version="1.0"?>
<!-- from the store -->
<AcknowledgementStatusMessage><MessageId><![CDATA[SP4]]></MessageId><ReleaseStatus>Processing<!-- x -->Error</ReleaseStatus><ErrorText>Title &#x26; &#60;art&#62;</ErrorText><Status><Code>1</Code></Status></AcknowledgementStatusMessage>`;
    expect(readAcknowledgement(xml)).toEqual({ messageIds: ['SP4'], upcs: [], accepted: false, errorText: 'Title & <art>', storeReleaseUrl: null, storeReleaseId: null });
  });

  it("keeps the store's own link and id for the release where it sends them, a web address only, and none on a rejection", () => {
    const ok = (extra: string) => readAcknowledgement(`<A><MessageId>SP6</MessageId><ReleaseStatus>Success</ReleaseStatus>${extra}</A>`);
    expect(ok('<StoreReleaseURL>https://open.example.com/album/4x</StoreReleaseURL><StoreReleaseId>4x</StoreReleaseId>')).toMatchObject({ storeReleaseUrl: 'https://open.example.com/album/4x', storeReleaseId: '4x' });
    expect(ok('<ReleaseURL>javascript:alert(1)</ReleaseURL><URL>data:text/html,x</URL>')).toMatchObject({ storeReleaseUrl: null });
    expect(readAcknowledgement('<A><MessageId>SP7</MessageId><ReleaseStatus>Error</ReleaseStatus><StoreReleaseURL>https://x.example/a</StoreReleaseURL></A>')).toMatchObject({ accepted: false, storeReleaseUrl: null });
  });

  it('refuses a file that is not well-formed instead of guessing at it (an undefined entity, a cut file, an entity declared in a DTD)', () => {
    expect(() => readAcknowledgement('<A><MessageId>SP5</MessageId><ErrorText>&e;</ErrorText></A>')).toThrow(UnreadableAcknowledgementError);
    expect(() => readAcknowledgement('<A><MessageId>SP5</MessageId><ReleaseStatus>Success')).toThrow(UnreadableAcknowledgementError);
    expect(() => readAcknowledgement('<!DOCTYPE A [<!ENTITY x SYSTEM "file:///etc/passwd">]><A><MessageId>&x;</MessageId></A>')).toThrow(UnreadableAcknowledgementError);
  });
});

describe('deal starts', () => {
  it('turns a local release time into one UTC instant, daylight saving included', () => {
    expect(zonedInstant('2026-12-04', '00:00', 'America/New_York').toISOString()).toBe('2026-12-04T05:00:00.000Z');
    expect(zonedInstant('2026-07-03', '00:00', 'America/New_York').toISOString()).toBe('2026-07-03T04:00:00.000Z');
    expect(zonedInstant('2026-12-04', '09:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-04T04:00:00.000Z');
  });

  it('counts a date as started once it has begun anywhere (UTC+14)', () => {
    expect(hasStarted({ date: '2026-12-04' }, new Date('2026-12-03T09:59:00Z'))).toBe(false);
    expect(hasStarted({ date: '2026-12-04' }, new Date('2026-12-03T10:00:00Z'))).toBe(true);
    expect(hasStarted({ instant: new Date('2026-12-04T05:00:00Z') }, new Date('2026-12-04T05:00:00Z'))).toBe(true);
  });
});
