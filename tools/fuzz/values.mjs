// fast-check arbitraries built from the OpenAPI document's schemas: valid-looking values (so handlers
// go deep) and hostile ones. Every hostile value carries a tag that names its fault class.
import fc from 'fast-check';

export const KB = 1024;

/** Follows `#/components/schemas/X` references (the document is not recursive). */
export function deref(schema, doc, depth = 0) {
  if (!schema || depth > 20) return schema ?? {};
  if (schema.$ref) return deref(doc.components?.schemas?.[schema.$ref.split('/').pop()] ?? {}, doc, depth + 1);
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    const parts = schema.allOf.map((s) => deref(s, doc, depth + 1));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => p.required ?? []),
    };
  }
  return schema;
}

/** Inlines every reference, for ajv. */
export function inline(schema, doc, depth = 0) {
  if (depth > 30 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => inline(s, doc, depth + 1));
  if (schema.$ref) return inline(deref(schema, doc), doc, depth + 1);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, doc, depth + 1)]));
}

const tagged = (tag) => (value) => ({ value, tag });
// Deep values stay a marker until the body is serialised (JSON.stringify would recurse n levels).
const deep = (n) => ({ __fuzz_deep__: n });
/** JSON text of a body, with the deep-nesting markers expanded. */
export const serialise = (value) => JSON.stringify(value).replace(/\{"__fuzz_deep__":(\d+)\}/g, (_, n) => '['.repeat(Number(n)) + '"x"' + ']'.repeat(Number(n)));

/** Empty and whitespace-only text: a field holding JSON or a number must not parse it raw (a 500). */
export const BLANK_STRINGS = ['', ' ', '   ', '\t', '\n', ' \t\r\n '];
/** Text that looks like XML markup: store messages must carry it escaped, never as markup. */
export const XML_ENTITY_STRINGS = ['&e;', '&amp;', '&lt;b&gt;', ']]>', 'a]]>b &e; <b>x</b>', '<![CDATA[x]]>', '&#0;', '&#xFFFE;'];
/** Characters XML 1.0 does not allow: refused where input arrives (422 naming the field). */
export const NON_XML_STRINGS = ['\uFFFE', '\uFFFF', '\u0001', '\u000B', 'Track \uFFFE one', 'a\u000Bb\uFFFFc'];

/** Hostile strings: NUL and control characters, lone surrogates, injection, oversized (100 KB–2 MB). */
export const hostileString = fc.oneof(
  fc.constantFrom(...BLANK_STRINGS).map(tagged('blank-string')),
  fc.constantFrom(...XML_ENTITY_STRINGS).map(tagged('xml-entity')),
  fc.constantFrom(...NON_XML_STRINGS).map(tagged('non-xml-char')),
  fc.constantFrom('\u0000', 'a\u0000b', 'fuzz@example.com\u0000').map(tagged('nul')),
  fc.string({ unit: fc.integer({ min: 1, max: 31 }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 20 }).map(tagged('control-chars')),
  fc.constantFrom('\ud800', 'a\udfffb', '\udc00\ud800').map(tagged('lone-surrogate')),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308', '18446744073709551616', '-1', '0x10', '').map(tagged('numeric-string')),
  fc.constantFrom("' OR 1=1 --", '../../../etc/passwd', '<script>alert(1)</script>', '%00', '${7*7}', '{{7*7}}', '\\', '"').map(tagged('injection')),
  fc.string({ unit: 'binary', maxLength: 40 }).map(tagged('random-unicode')),
  fc.constantFrom(100 * KB, 600 * KB, 1100 * KB, 2048 * KB).map((n) => ({ value: 'x'.repeat(n), tag: n > 1024 * KB ? 'oversized-body' : 'oversized-string' })),
);

/** Hostile numbers: huge, negative, fractional, and non-finite spelled as strings. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 64, -(2 ** 64), Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1).map(tagged('huge-number')),
  fc.constantFrom(-1, 0, -0.5, 0.5, 1.5, 1e-300).map(tagged('number-range')),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308', '1e999').map(tagged('non-finite-number')),
);

/** Values of the wrong type: arrays, objects, strings, null and booleans swapped in. */
export const wrongType = fc.constantFrom(null, true, false, [], {}, [[]], [1, 'a'], 'str', 0, { a: { b: null } }, [null]).map(tagged('wrong-type'));

export const deepValue = fc.constantFrom(100, 5000).map((n) => ({ value: deep(n), tag: 'deep-nesting' }));

export const hostileValue = (schema) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 2, arbitrary: wrongType },
    { weight: schema?.type === 'array' || schema?.type === 'object' ? 2 : 1, arbitrary: deepValue },
  );

const EMAIL = fc.stringMatching(/^[a-z]{3,10}$/).map((s) => `fuzz.${s}@example.com`);

/** A value that satisfies the schema as far as a schema can say (formats, enums, bounds). */
export function validValue(schema, doc, ctx, depth = 0, key = null) {
  const s = deref(schema, doc);
  if (s.example !== undefined && depth > 0) return fc.oneof(fc.constant(s.example), validValue({ ...s, example: undefined }, doc, ctx, depth, key));
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf).map((x) => validValue(x, doc, ctx, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const nullable = s.nullable ? (arb) => fc.option(arb, { freq: 5, nil: null }) : (arb) => arb;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (type === 'integer' ? 0 : 0);
      const max = s.maximum ?? Math.max(min + 100, 100);
      // Plain values here (quarters for numbers): the hostile ones come from hostileNumber.
      const int = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
      return nullable(type === 'integer' ? int : int.chain((n) => fc.constantFrom(n, Math.min(max, n + 0.25), Math.min(max, n + 0.5))));
    }
    case 'boolean':
      return nullable(fc.boolean());
    case 'array': {
      const items = s.items ? validValue(s.items, doc, ctx, depth + 1, key) : fc.string({ maxLength: 5 });
      return nullable(fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) }));
    }
    case 'object': {
      if (!s.properties || depth > 6) return nullable(fc.constant({}));
      const entries = {};
      for (const [k, v] of Object.entries(s.properties)) entries[k] = validValue(v, doc, ctx, depth + 1, k);
      const required = (s.required ?? []).filter((k) => k in entries);
      const optional = Object.keys(entries).filter((k) => !required.includes(k));
      // The required keys and a few optional ones: a valid-looking body should pass the rules and go deep.
      return nullable(
        fc.subarray(optional, { maxLength: Math.min(3, optional.length) }).chain((picked) => fc.record(Object.fromEntries([...required, ...picked].map((k) => [k, entries[k]])))),
      );
    }
    default: {
      // An `x_id` field takes ids of kind `xs` the fuzzer has seen.
      if (s.format === 'uuid' || /_id$/.test(key ?? '')) return nullable(ctx.idFor(key ? key.replace(/_ids?$/, '') + 's' : '*'));
      if (s.format === 'email') return nullable(EMAIL);
      if (s.format === 'date') return nullable(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      if (s.format === 'date-time') return nullable(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString()));
      if (s.format === 'binary') return fc.constant('');
      if (s.pattern) {
        try {
          return nullable(fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 200)));
        } catch {
          /* a pattern JS cannot read: plain strings */
        }
      }
      const minLength = s.minLength ?? 1;
      const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 64));
      return nullable(fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }));
    }
  }
}

/**
 * A JSON body for the schema: valid-looking (often), one field hostile, a required field missing,
 * the whole body of the wrong type, deeply nested, oversized or not JSON at all.
 */
export function jsonBody(schema, doc, ctx, { validOnly = false } = {}) {
  const s = deref(schema, doc);
  const valid = validValue(s, doc, ctx);
  if (validOnly) return valid.map((v) => ({ json: v, tag: 'valid' }));
  const props = Object.keys(s.properties ?? {});
  const raw = (text, tag) => ({ raw: text, tag });
  const options = [
    { weight: 3, arbitrary: valid.map((v) => ({ json: v, tag: 'valid' })) },
    { weight: 1, arbitrary: wrongType.map(({ value, tag }) => ({ json: value, tag })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        raw('['.repeat(10_000) + ']'.repeat(10_000), 'deep-nesting'),
        raw('{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000), 'deep-nesting'),
        raw('{"email": "a@b.c",', 'malformed-json'),
        raw('', 'empty-body'),
        raw(JSON.stringify({ pad: 'x'.repeat(1100 * KB) }), 'oversized-body'),
        raw('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}', 'prototype-pollution'),
      ),
    },
  ];
  if (props.length) {
    options.push({
      weight: 4,
      arbitrary: fc.tuple(valid, fc.constantFrom(...props), fc.nat()).chain(([v, key]) =>
        hostileValue(deref(s.properties[key], doc)).map(({ value, tag }) => ({ json: { ...(v ?? {}), [key]: value }, tag, field: key })),
      ),
    });
  }
  if (s.required?.length) {
    options.push({
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...s.required)).map(([v, key]) => {
        const copy = { ...(v ?? {}) };
        delete copy[key];
        return { json: copy, tag: 'missing-required', field: key };
      }),
    });
  }
  return fc.oneof(...options);
}

/**
 * The values every string field of a JSON body gets once, each in an otherwise valid body: blank
 * text for every string field, and one markup-like text and each non-XML character for every
 * free-text field (no enum or format), since such text can end up in a store message.
 */
export function textFieldSweep(schema, doc) {
  const s = deref(schema, doc);
  const sweep = [];
  for (const [key, raw] of Object.entries(s.properties ?? {})) {
    const p = deref(raw, doc);
    const types = Array.isArray(p.type) ? p.type : [p.type];
    if (!types.includes('string') || p.format === 'binary') continue;
    for (const value of ['', ' \t\n ']) sweep.push({ key, value, tag: 'blank-string' });
    if (p.enum || p.format) continue;
    sweep.push({ key, value: 'a &e; &amp; &lt;b&gt; ]]> b', tag: 'xml-entity' });
    for (const value of ['\uFFFE', '\uFFFF', '\u0001', '\u000B']) sweep.push({ key, value: `x${value}y`, tag: 'non-xml-char' });
  }
  return sweep;
}

const CRLF = '\r\n';
function multipartText(boundary, parts, { truncate = false } = {}) {
  let text = '';
  for (const p of parts) {
    text += `--${boundary}${CRLF}Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}${CRLF}`;
    if (p.type) text += `Content-Type: ${p.type}${CRLF}`;
    text += CRLF + p.value + CRLF;
  }
  text += `--${boundary}--${CRLF}`;
  return truncate ? text.slice(0, Math.floor(text.length / 2)) : text;
}

/** Hostile multipart bodies: many fields, big fields, no boundary, truncated; and plausible ones. */
export function multipartBody(schema, doc, { validOnly = false } = {}) {
  const s = deref(schema, doc);
  const props = s.properties ?? {};
  const files = Object.keys(props).filter((k) => props[k].format === 'binary');
  const fields = Object.keys(props).filter((k) => props[k].format !== 'binary');
  const boundary = '----soundpostfuzz7MA4YWxkTrZu0gW';
  const type = `multipart/form-data; boundary=${boundary}`;
  const filePart = (name, value = 'ID3\u0003\u0000fake-audio-bytes', filename = 'a.mp3') => ({ name, filename, type: 'application/octet-stream', value });
  const plausible = fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.constant('1'), fc.constant('en'), fc.string({ maxLength: 10, unit: 'grapheme-ascii' }))]))).map((vals) => ({
    raw: multipartText(boundary, [...Object.entries(vals).map(([name, value]) => ({ name, value })), ...files.map((f) => filePart(f))]),
    contentType: type,
    tag: 'valid',
  }));
  if (validOnly) return plausible;
  return fc.oneof(
    { weight: 2, arbitrary: plausible },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        { raw: multipartText(boundary, Array.from({ length: 2000 }, (_, i) => ({ name: `f${i}`, value: 'v' }))), contentType: type, tag: 'multipart-many-fields' },
        { raw: multipartText(boundary, [...fields.map((name) => ({ name, value: 'x'.repeat(600 * KB) })), { name: 'big', value: 'x'.repeat(900 * KB) }]), contentType: type, tag: 'multipart-big-field' },
        { raw: multipartText(boundary, files.map((f) => filePart(f))), contentType: 'multipart/form-data', tag: 'multipart-no-boundary' },
        { raw: multipartText(boundary, [...fields.map((name) => ({ name, value: '1' })), ...files.map((f) => filePart(f, 'x'.repeat(50 * KB)))], { truncate: true }), contentType: type, tag: 'multipart-truncated' },
        { raw: multipartText(boundary, [...files.map((f) => filePart(f)), ...files.map((f) => filePart(f))]), contentType: type, tag: 'multipart-two-files' },
        { raw: multipartText(boundary, fields.map((name) => ({ name, value: 'a\u0000b' }))), contentType: type, tag: 'nul' },
        { raw: multipartText(boundary, files.map((f) => filePart(f, '', '../../../etc/passwd\u0000.mp3'))), contentType: type, tag: 'multipart-hostile-filename' },
        { raw: '--' + boundary + CRLF + 'garbage', contentType: type, tag: 'multipart-malformed' },
        { raw: JSON.stringify({ a: 1 }), contentType: 'application/json', tag: 'wrong-content-type' },
      ),
    },
  );
}

/** Path parameter values: real ids the fuzzer learned, random UUIDs, non-UUIDs and hostile strings. */
export function pathValue(schema, ctx, prefix, { validOnly = false } = {}) {
  const s = schema ?? {};
  const valid = s.format === 'uuid' ? ctx.idFor(prefix) : s.example !== undefined ? fc.constant(String(s.example)) : fc.stringMatching(/^[a-z0-9-]{1,12}$/);
  if (validOnly) return valid.map((value) => ({ value, tag: 'valid' }));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ value, tag: 'valid' })) },
    { weight: 1, arbitrary: fc.uuid().map((value) => ({ value, tag: 'random-uuid' })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        { value: 'not-a-uuid', tag: 'non-uuid' },
        { value: '0', tag: 'non-uuid' },
        { value: '-1', tag: 'non-uuid' },
        { value: '1e308', tag: 'huge-number' },
        { value: '00000000-0000-0000-0000-000000000000', tag: 'nil-uuid' },
        { value: 'a'.repeat(5000), tag: 'oversized-string' },
        { value: '..', tag: 'injection' },
        { value: "' OR 1=1 --", tag: 'injection' },
        { value: 'a\u0000b', tag: 'nul' },
        { value: '\ud800', tag: 'lone-surrogate' },
        { value: 'ＡＢＣ', tag: 'random-unicode' },
      ),
    },
  );
}

/** Query values for list routes (page, per_page, range, sort, filter) and other declared parameters. */
export function queryValue(name, schema, doc, ctx) {
  const lists = {
    page: ['1', '2', '0', '-1', '1e308', '18446744073709551616', 'NaN', 'Infinity', '1.5', 'abc', ''],
    per_page: ['1', '25', '100', '0', '-1', '1e308', '9007199254740993', 'NaN', 'Infinity', '1000000'],
    range: ['[0,9]', '[0,24]', '[10,0]', '[-1,5]', '[0,1e308]', '[1e308,1e308]', '[0]', '[0,"a"]', '{"a":1}', '[' , 'null', `${'['.repeat(1000)}${']'.repeat(1000)}`],
    sort: ['["created_at","DESC"]', '["id","ASC"]', 'created_at', 'newest', '["nope","ASC"]', '["created_at","SIDEWAYS"]', '[]', '[null,null]', '{"a":1}', '[', 'a\u0000b'],
    filter: ['{}', '{"q":"a"}', '{"status":"pending"}', '{"status":["a","b"]}', '{"nope":1}', '[]', 'null', '"str"', '{"q":{"a":1}}', '{"q":"a\\u0000b"}', '{"id":"not-a-uuid"}', '{"created_at_gte":"not-a-date"}', '{"status":1e308}', `{"q":${'['.repeat(1000)}${']'.repeat(1000)}}`],
  };
  const tagOf = (v) => (/\u0000|\\u0000/.test(v) ? 'nul' : /\[{100}/.test(v) ? 'deep-nesting' : /1e308|18446744073709551616|9007199254740993|Infinity|NaN|1000000|-1|1\.5/.test(v) ? 'paging-number' : 'list-query');
  if (lists[name]) return fc.constantFrom(...lists[name]).map((value) => ({ value, tag: tagOf(value) }));
  return fc.oneof(
    validValue(schema ?? { type: 'string' }, doc, ctx).map((v) => ({ value: typeof v === 'string' ? v : JSON.stringify(v), tag: 'valid' })),
    hostileString.map(({ value, tag }) => ({ value: value.slice(0, 4000), tag })),
  );
}
