import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components?: { schemas?: Record<string, Schema> };
}

/**
 * Checks answers against the document, stricter than the fuzzer: references are inlined and every
 * object that lists its properties is closed, so a missing required key, a wrong type and a key the
 * contract type does not name all fail.
 */
export class ResponseChecker {
  private readonly ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {}

  /** What is wrong with `body` as the answer `status` of `method path` (a documented path, e.g. `/api/artist/wallet/payouts/{id}/cancel`), or []. */
  problems(method: string, path: string, status: number, body: unknown): string[] {
    const operation = this.doc.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not documented`];
    const response = operation.responses?.[String(status)];
    if (!response) return [`status ${status} of ${method} ${path} is not documented`];
    const schema = response.content?.['application/json']?.schema;
    if (!schema) return [`the ${status} answer of ${method} ${path} has no JSON schema`];
    const key = `${method} ${path} ${status}`;
    const validate = this.compiled.get(key) ?? this.ajv.compile(this.closed(schema) as Schema);
    this.compiled.set(key, validate);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }

  private closed(schema: unknown, depth = 0): unknown {
    if (depth > 40 || schema === null || typeof schema !== 'object') return schema;
    if (Array.isArray(schema)) return schema.map((s) => this.closed(s, depth + 1));
    const s = schema as Schema;
    if (typeof s.$ref === 'string') return this.closed(this.doc.components?.schemas?.[s.$ref.slice(s.$ref.lastIndexOf('/') + 1)] ?? {}, depth + 1);
    const out: Schema = Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === 'properties' ? this.closedMap(v as Schema, depth) : this.closed(v, depth + 1)]));
    if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
    return out;
  }

  private closedMap(properties: Schema, depth: number): Schema {
    return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, this.closed(v, depth + 1)]));
  }
}
