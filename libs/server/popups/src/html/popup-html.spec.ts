import { browserUrl, isAllowedPopupImage as isAllowedImage, isAllowedPopupLink as isAllowedLink, POPUP_HTML_ALLOWLIST } from '@soundpost/contracts';
import { sanitizePopupHtml } from './popup-html';

/** Markers that must never survive, whatever the payload: active content, handlers, dangerous schemes, styles, forms. */
const FORBIDDEN = [
  /<script/i,
  /<\/script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /<iframe/i,
  /<frame/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /\sstyle\s*=/i,
  /<form/i,
  /<input/i,
  /<button/i,
  /<textarea/i,
  /<select/i,
  /<meta/i,
  /<link/i,
  /<base/i,
  /srcdoc/i,
  /formaction/i,
];

const CORPUS: Array<[string, string]> = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['split script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['img onerror', '<img src="https://x.example/a.png" onerror="alert(1)">'],
  ['img onerror without quotes', '<img src=x onerror=alert(1)>'],
  ['p onclick', '<p onclick="alert(1)">click</p>'],
  ['a onmouseover', '<a href="https://ok.example" onmouseover="alert(1)">x</a>'],
  ['body onload', '<body onload="alert(1)">x</body>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['JaVaScRiPt: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript: with tab entity', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: with newline entity', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['javascript: with decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript: with leading control char', '<a href="&#x01; javascript:alert(1)">x</a>'],
  ['javascript: with colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">'],
  ['javascript: image', '<img src="javascript:alert(1)">'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['frameset', '<frameset><frame src="https://evil.example"></frameset>'],
  ['style tag', '<style>body{display:none}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['form and input', '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>'],
  ['textarea and select', '<textarea>t</textarea><select><option>o</option></select>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['math', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['base href', '<base href="https://evil.example/">'],
  ['template', '<template><script>alert(1)</script></template>'],
  ['comment trick', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['details ontoggle', '<details open ontoggle="alert(1)">x</details>'],
  ['video onerror', '<video><source onerror="alert(1)"></video>'],
];

describe('sanitizePopupHtml', () => {
  it.each(CORPUS)('strips %s', (_name, payload) => {
    const clean = sanitizePopupHtml(payload);
    for (const marker of FORBIDDEN) expect({ payload, clean, found: marker.test(clean) }).toEqual({ payload, clean, found: false });
  });

  it('keeps the allowlisted formatting', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><h4>D</h4><p>Plain <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u><br>next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizePopupHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizePopupHtml('<div><span class="x">Hello</span> <h5>there</h5></div>')).toBe('Hello there');
  });

  it('keeps http, https, mailto and same-site links and adds rel noopener', () => {
    expect(sanitizePopupHtml('<a href="https://soundpost.example/pricing" target="_blank" title="Plans">Plans</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://soundpost.example/pricing" title="Plans" target="_blank">Plans</a>',
    );
    expect(sanitizePopupHtml('<a href="http://a.example">a</a>')).toBe('<a rel="noopener noreferrer" href="http://a.example">a</a>');
    expect(sanitizePopupHtml('<a href="mailto:help@soundpost.example">mail</a>')).toBe(
      '<a rel="noopener noreferrer" href="mailto:help@soundpost.example">mail</a>',
    );
    expect(sanitizePopupHtml('<a href="/pricing" rel="opener">p</a>')).toBe('<a rel="noopener noreferrer" href="/pricing">p</a>');
  });

  it('removes refused hrefs, protocol-relative links and other targets, keeping the link text', () => {
    expect(sanitizePopupHtml('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizePopupHtml('<a href="ftp://files.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizePopupHtml('<a href="https://ok.example" target="_top">x</a>')).toBe('<a rel="noopener noreferrer" href="https://ok.example">x</a>');
  });

  it('keeps https images with src, alt and numeric width/height only', () => {
    expect(sanitizePopupHtml('<img src="https://cdn.example/a.png" alt="A" width="120" height="80" class="x" loading="lazy">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" width="120" height="80" />',
    );
    expect(sanitizePopupHtml('<img src="https://cdn.example/a.png" width="100%;x" height="expression(1)">')).toBe('<img src="https://cdn.example/a.png" />');
  });

  it('drops images that are not over https', () => {
    for (const src of ['http://cdn.example/a.png', '/a.png', '//cdn.example/a.png', 'a.png', 'data:image/png;base64,AAAA', ''])
      expect(sanitizePopupHtml(`<p>x<img src="${src}" alt="a"></p>`)).toBe('<p>x</p>');
    expect(sanitizePopupHtml('<img alt="no src">')).toBe('');
  });

  it('escapes text rather than dropping it', () => {
    expect(sanitizePopupHtml('<p>1 < 2 & "quoted"</p>')).toBe('<p>1 &lt; 2 &amp; "quoted"</p>');
  });

  it('answers an empty string when nothing survives', () => {
    expect(sanitizePopupHtml('<script>alert(1)</script><style>p{}</style>')).toBe('');
  });

  it('pins the allowlist (the web app sanitises again with the same one)', () => {
    expect(POPUP_HTML_ALLOWLIST).toEqual({
      tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'img'],
      attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
      linkSchemes: ['http', 'https', 'mailto'],
      imageSchemes: ['https'],
      linkRel: 'noopener noreferrer',
    });
  });
});

describe('URL rules', () => {
  it('reads a URL the way a browser does', () => {
    expect(browserUrl(' \u0001jav\tas\ncript:x ')).toBe('javascript:x');
  });

  it.each([
    ['https://a.example', true],
    ['HTTP://a.example', true],
    ['mailto:a@b.example', true],
    ['/pricing', true],
    ['#faq', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,x', false],
    ['tel:123', false],
    ['relative/path', false],
  ])('link %s → %s', (href, ok) => expect(isAllowedLink(href)).toBe(ok));

  it.each([
    ['https://cdn.example/a.png', true],
    ['http://cdn.example/a.png', false],
    ['https:///a.png', false],
    ['//cdn.example/a.png', false],
    ['data:image/png;base64,AA', false],
  ])('image %s → %s', (src, ok) => expect(isAllowedImage(src)).toBe(ok));
});
