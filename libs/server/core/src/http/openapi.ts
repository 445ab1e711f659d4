import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtension, ApiExtraModels, ApiParam, ApiProperty, ApiPropertyOptional, ApiQuery, ApiResponse, ApiSchema } from '@nestjs/swagger';
import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import contractSchemas from './generated/contract-schemas.json';

export type { SchemaObject };

/** The one error shape (`HttpExceptionFilter`); some errors add top-level keys (e.g. `missing`, `redirect_to`). */
@ApiSchema({ name: 'ErrorBody' })
export class ErrorBodySchema {
  @ApiProperty({ example: 'The given data was invalid.' }) message!: string;
  @ApiPropertyOptional({ example: 'validation_failed' }) code?: string;
  @ApiPropertyOptional({ description: 'Per-field messages (422)', type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  errors?: Record<string, string[]>;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request (malformed input, `bad_request` or a more precise code)',
  401: 'Missing, invalid, expired or revoked token (`unauthenticated`)',
  403: 'Not allowed (`forbidden`, `account_blocked`, …)',
  404: 'Not found (`not_found` or a more precise code)',
  409: 'Conflict with the current state',
  413: 'Body or upload too large (`payload_too_large`)',
  415: 'Unsupported content type',
  414: 'A path parameter longer than the router accepts',
  416: 'Range not satisfiable',
  422: 'Invalid data (`validation_failed` with per-field `errors`, or a domain code)',
  429: 'Too many requests; see the Retry-After header',
  431: 'The request URL or headers are larger than the server reads (`request_header_fields_too_large`)',
  503: 'The database is unavailable (`database_unavailable`); try again later',
};

/** Error answers a route can give, each with the common error body: `@ApiErrors(401, 404, 422)`. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiExtraModels(ErrorBodySchema),
    ...statuses.map((status) => ApiResponse({ status, description: ERROR_DESCRIPTIONS[status] ?? 'Error', schema: ERROR_REF })),
  );
}

/** The name of a type exported by the API contracts (libs/shared/contracts/src/api), or a list of one (`'TicketResponse[]'`). */
export type ContractSchemaName = keyof typeof contractSchemas;
export type ContractSchemaRef = ContractSchemaName | `${ContractSchemaName}[]`;

const CONTRACT_SCHEMAS = contractSchemas as unknown as Record<string, SchemaObject>;

/** The schema of a contract type, generated from it (`npm run openapi:schemas`), as a reference under components.schemas. */
export function schemaOf(name: ContractSchemaRef): SchemaObject | ReferenceObject {
  const list = name.endsWith('[]');
  const type = list ? name.slice(0, -2) : name;
  if (!(type in CONTRACT_SCHEMAS)) throw new Error(`No contract type ${type} in the generated schemas (npm run openapi:schemas)`);
  const ref = { $ref: `#/components/schemas/${type}` };
  return list ? { type: 'array', items: ref } : ref;
}

/** A JSON success answer, its schema the contract type the route returns: `@ApiJson(200, 'ArtistWalletResponse')`. */
export function ApiJson(status: number, type: ContractSchemaRef, description = 'Success'): MethodDecorator {
  return ApiResponse({ status, description, schema: schemaOf(type) });
}

/** A success answer with no body (204). */
export function ApiNoContent(description = 'Deleted'): MethodDecorator {
  return ApiResponse({ status: 204, description });
}

/** A success answer that is a file or text, not JSON (`text/csv`, `application/xml`). */
export function ApiText(mediaType: string, description: string, status = 200): MethodDecorator {
  return ApiResponse({ status, description, content: { [mediaType]: { schema: { type: 'string' } } } });
}

/** A JSON request body, its schema the contract request type: `@ApiJsonBody('PayoutCreateRequest')`. */
export function ApiJsonBody(type: ContractSchemaName, required = true): MethodDecorator {
  return ApiBody({ schema: schemaOf(type), required });
}

/** The generated schema of a contract type, its references left as they are. */
export function contractSchema(type: ContractSchemaName): SchemaObject {
  return CONTRACT_SCHEMAS[type];
}

/** One property of a contract type's schema, e.g. to describe a path parameter the same way. */
export function propertyOf(type: ContractSchemaName, property: string): SchemaObject {
  const schema = CONTRACT_SCHEMAS[type]?.properties?.[property] as SchemaObject | undefined;
  if (!schema) throw new Error(`No property ${property} in the generated schema of ${type}`);
  return schema;
}

/** A body sent as JSON or as multipart/form-data: the contract request type's fields and up to `maxFiles` files in `fileField`. */
export function ApiForm(type: ContractSchemaName, fileField: string, maxFiles: number): MethodDecorator {
  const { properties = {}, required } = CONTRACT_SCHEMAS[type];
  const files: SchemaObject = { type: 'array', maxItems: maxFiles, items: { type: 'string', format: 'binary' } };
  return applyDecorators(
    ApiConsumes('application/json', 'multipart/form-data'),
    ApiBody({ schema: { type: 'object', properties: { ...properties, [fileField]: files }, required }, required: true }),
  );
}

/** A POST/PUT/PATCH that reads no body (a body sent anyway is ignored): said out loud, so an undocumented body is caught. */
export function ApiNoBody(): MethodDecorator {
  return ApiExtension('x-no-body', true);
}

/** A multipart/form-data body; `files` are the binary fields. */
export function ApiMultipart(fields: Record<string, SchemaObject>, files: string[], required: string[] = files): MethodDecorator {
  const properties: Record<string, SchemaObject> = { ...fields };
  for (const file of files) properties[file] = { type: 'string', format: 'binary' };
  return applyDecorators(ApiConsumes('multipart/form-data'), ApiBody({ schema: { type: 'object', properties, required }, required: true }));
}

/** A path parameter, a UUID unless said otherwise. */
export function ApiPathParam(name = 'id', schema: SchemaObject = { type: 'string', format: 'uuid' }, description?: string): MethodDecorator & ClassDecorator {
  return ApiParam({ name, schema, description, required: true });
}

/** The list query (`parseListQuery`): both dialects; bad values answer 400. */
export function ApiListQuery(extra: Record<string, SchemaObject> = {}): MethodDecorator {
  const params: Record<string, SchemaObject & { description?: string }> = {
    page: { type: 'integer', minimum: 1, description: '1-based page' },
    per_page: { type: 'integer', minimum: 1, description: 'clamped to the maximum page size' },
    range: { type: 'string', description: 'react-admin: `[start,end]`' },
    sort: { type: 'string', description: 'a field, a named sort, or react-admin `["field","ASC"]`' },
    dir: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
    filter: { type: 'string', description: 'react-admin: a JSON object of filters' },
    q: { type: 'string', description: 'free-text search (where supported)' },
    ...extra,
  };
  return applyDecorators(
    ...Object.entries(params).map(([name, { description, ...schema }]) => ApiQuery({ name, required: false, schema, description })),
    ApiErrors(400),
  );
}

const BODY_PARSER_ERRORS = [400, 413, 415];
const ROUTER_ERRORS = [400, 414];
// The input guard refuses characters XML 1.0 does not allow (NUL among them) in any parameter or body field before the route runs.
const INPUT_GUARD_ERRORS = [422];
// Node's HTTP parser refuses a request line or headers over its size limit before any route runs.
const PARSER_ERRORS = [431];

/**
 * Finishes the generated document: error answers declared without a body get the error schema;
 * every operation that takes a body also documents what the body parser answers itself (400
 * malformed JSON, 413 too large, 415 unsupported content type), and every operation with path
 * parameters what the router answers (400 undecodable parameter, 414 parameter too long), and every
 * operation with parameters or a body the input guard's 422, and every operation the HTTP parser's
 * 431 (URL or headers too large).
 */
export function completeOpenApiDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.ErrorBody ??= {
    type: 'object',
    properties: { message: { type: 'string' }, code: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
    required: ['message'],
  };
  addContractSchemas(document);
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = item[method];
      if (!op) continue;
      if (op.requestBody) {
        for (const status of BODY_PARSER_ERRORS) op.responses[status] ??= { description: ERROR_DESCRIPTIONS[status] };
      }
      if (op.parameters?.some((p) => 'in' in p && p.in === 'path')) {
        for (const status of ROUTER_ERRORS) op.responses[status] ??= { description: ERROR_DESCRIPTIONS[status] };
      }
      if (op.requestBody || op.parameters?.length) {
        for (const status of INPUT_GUARD_ERRORS) op.responses[status] ??= { description: ERROR_DESCRIPTIONS[status] };
      }
      for (const status of PARSER_ERRORS) op.responses[status] ??= { description: ERROR_DESCRIPTIONS[status] };
      for (const [status, response] of Object.entries(op.responses)) {
        if (!response || !/^[45]\d\d$/.test(status) || '$ref' in response || response.content) continue;
        response.content = { 'application/json': { schema: ERROR_REF } };
      }
    }
  }
  return document;
}

/** Puts every contract schema the document refers to (and those they refer to) under components.schemas. */
function addContractSchemas(document: OpenAPIObject): void {
  const schemas = ((document.components ??= {}).schemas ??= {});
  const pending = [JSON.stringify(document.paths)];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!(name in CONTRACT_SCHEMAS) || schemas[name] === CONTRACT_SCHEMAS[name]) continue;
      schemas[name] = CONTRACT_SCHEMAS[name];
      pending.push(JSON.stringify(CONTRACT_SCHEMAS[name]));
    }
  }
}
