// `npm run openapi:schemas`: writes the OpenAPI schema of every type exported by the API contracts
// (libs/shared/contracts/src/api/*.ts) to libs/server/core/src/http/generated/contract-schemas.json,
// where `@ApiJson(200, 'TypeName')` finds them. `--check` writes nothing and fails when the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OUTPUT = path.join(root, 'libs/server/core/src/http/generated/contract-schemas.json');

/** JSON Schema (draft 7, as the generator writes it) to OpenAPI 3.0: `nullable` for null, refs under components. */
function toOpenApi(schema, definitions) {
  if (Array.isArray(schema)) return schema.map((s) => toOpenApi(s, definitions));
  if (schema === null || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref') out.$ref = value.replace('#/definitions/', '#/components/schemas/');
    else if (key === 'const') out.enum = [value];
    else if (key === 'properties' || key === 'definitions') out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toOpenApi(v, definitions)]));
    else out[key] = toOpenApi(value, definitions);
  }
  if (Array.isArray(out.type) && out.type.includes('null')) {
    const types = out.type.filter((t) => t !== 'null');
    if (types.length === 1) out.type = types[0];
    else {
      delete out.type;
      out.anyOf = types.map((type) => ({ type }));
    }
    out.nullable = true;
  }
  if (Array.isArray(out.enum) && out.enum.includes(null)) {
    out.enum = out.enum.filter((v) => v !== null);
    out.nullable = true;
  }
  const union = out.anyOf ?? out.oneOf;
  if (union?.some((s) => s.type === 'null' || (s.enum?.length === 0 && s.nullable))) {
    const rest = union.filter((s) => s.type !== 'null' && !(s.enum?.length === 0 && s.nullable));
    delete out.anyOf;
    delete out.oneOf;
    // OpenAPI 3.0 has no null type and ignores siblings of $ref: a nullable reference is the definition inlined.
    const only = rest.length === 1 ? (rest[0].$ref ? definitions[rest[0].$ref.split('/').pop()] : rest[0]) : null;
    if (only?.type) Object.assign(out, toOpenApi(only, definitions));
    else out.anyOf = rest;
    out.nullable = true;
  }
  if (out.nullable && !out.type && out.anyOf) {
    const type = commonType(out.anyOf, definitions);
    if (type) out.type = type;
    else {
      // Branches of different types: null is one more branch, which ajv and OpenAPI 3.0 both read.
      delete out.nullable;
      out.anyOf = [...out.anyOf, { type: 'string', nullable: true, enum: [null] }];
    }
  }
  // OpenAPI 3.0.3: a nullable enum lists null among its values, or validators refuse the null it allows.
  if (out.nullable && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (!out.type) delete out.type;
  return out;
}

/** ajv reads `nullable` only next to a `type`: the type every branch of a nullable union shares, if any. */
function commonType(branches, definitions) {
  const types = new Set(branches.map((b) => (b.$ref ? definitions[b.$ref.split('/').pop()]?.type : b.type)));
  return types.size === 1 ? [...types][0] : undefined;
}

export function generateContractSchemas() {
  const generator = createGenerator({
    path: path.join(root, 'libs/shared/contracts/src/api/*.ts'),
    tsconfig: path.join(root, 'libs/shared/contracts/tsconfig.json'),
    type: '*',
    expose: 'export',
    topRef: true,
    jsDoc: 'extended',
    skipTypeCheck: true,
    additionalProperties: true,
  });
  const { definitions = {} } = generator.createSchema('*');
  const schemas = {};
  for (const name of Object.keys(definitions).sort()) {
    // Exported functions are not shapes; generic instantiations are named below.
    if (/[<>]/.test(decodeURIComponent(name)) || /=>/.test(definitions[name].$comment ?? '')) continue;
    schemas[name] = withoutSelfReference(name, toOpenApi(definitions[name], definitions));
  }
  // Generic instantiations the exported types name (e.g. `FraudPage<FraudScoreRow>`) are written once each, under a plain name.
  const text = JSON.stringify(schemas, null, 2).replace(/"#\/components\/schemas\/([^"]+)"/g, (_, ref) => `"#/components/schemas/${plainName(ref)}"`);
  const result = JSON.parse(text);
  for (const [name, definition] of Object.entries(definitions)) {
    if (!/[<>]/.test(decodeURIComponent(name))) continue;
    result[plainName(name)] = JSON.parse(
      JSON.stringify(toOpenApi(definition, definitions)).replace(/"#\/components\/schemas\/([^"]+)"/g, (_, ref) => `"#/components/schemas/${plainName(ref)}"`),
    );
  }
  return Object.fromEntries(Object.entries(result).sort(([a], [b]) => a.localeCompare(b)));
}

/** The fuzzer and ajv inline references, so a type that contains itself (a nested bundle) is cut at one level: any object. */
function withoutSelfReference(name, schema) {
  const self = JSON.stringify({ $ref: `#/components/schemas/${name}` });
  return JSON.parse(JSON.stringify(schema).split(self).join(JSON.stringify({ type: 'object' })));
}

function plainName(ref) {
  return decodeURIComponent(ref).replace(/[<>,\s]+/g, (m) => (m.includes('<') ? 'Of' : m.includes(',') ? 'And' : ''));
}

export const render = (schemas) => `${JSON.stringify(schemas, null, 2)}\n`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = render(generateContractSchemas());
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(OUTPUT) ? fs.readFileSync(OUTPUT, 'utf8') : '';
    if (current !== text) {
      console.error(`${path.relative(root, OUTPUT)} is stale: run npm run openapi:schemas`);
      process.exit(1);
    }
  } else {
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    fs.writeFileSync(OUTPUT, text);
    console.log(`${path.relative(root, OUTPUT)}: ${Object.keys(JSON.parse(text)).length} schemas`);
  }
}
