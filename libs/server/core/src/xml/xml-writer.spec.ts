import { checkWellFormed, writeXml, xmlDocument, XmlTextError } from './index';

describe('core XML writer', () => {
  it('writes every text as text: entity-shaped, markup-shaped and CDATA-closing text come back exactly as given', async () => {
    const doc = xmlDocument();
    const root = doc.ele('urn:example', 'Root');
    const texts = ['Track &e; one', '&amp;', '&lt;b&gt;', ']]>', '<b>bold</b>', 'Zoë 🎵'];
    for (const text of texts) root.ele('T').txt(text);
    root.ele('A', { name: '"&amp;"' });
    const xml = writeXml(doc);
    await expect(checkWellFormed(xml)).resolves.toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<T>Track &amp;e; one</T>');
    expect(xml).toContain('<T>&amp;amp;</T>');
    expect(xml).toContain('<T>&amp;lt;b&amp;gt;</T>');
    expect(xml).toContain('<A name="&quot;&amp;amp;&quot;"/>');
  });

  it('refuses a character XML 1.0 does not allow, naming the element', () => {
    const doc = xmlDocument();
    doc.ele('Root').ele('Title').txt('a\uFFFEb');
    expect(() => writeXml(doc)).toThrow(new XmlTextError('Title'));
  });

  it('reports what the parser refuses, with its line', async () => {
    const check = await checkWellFormed('<?xml version="1.0"?>\n<Root>Track &e; one</Root>');
    expect(check.valid).toBe(false);
    expect(check.errors[0]).toMatch(/^line 2: .*Entity 'e' not defined/);
  });
});
