import { ResponseChecker, type OpenApiDocument } from './openapi-check';

const doc: OpenApiDocument = {
  paths: { '/api/things/{id}': { get: { responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } } } } } },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'string' }, count: { type: 'number' }, owner: { type: 'object', nullable: true, properties: { name: { type: 'string' } }, required: ['name'] } },
        required: ['id', 'count', 'owner'],
      },
    },
  },
};

describe('ResponseChecker', () => {
  const checker = new ResponseChecker(doc);
  const check = (body: unknown) => checker.problems('GET', '/api/things/{id}', 200, body);

  it('accepts a body of the documented shape', () => {
    expect(check({ id: 'a', count: 2, owner: null })).toEqual([]);
    expect(check({ id: 'a', count: 2, owner: { name: 'Ana' } })).toEqual([]);
  });

  it('refuses a missing required field, a wrong type and an undocumented key', () => {
    expect(check({ id: 'a', owner: null }).join()).toMatch(/must have required property 'count'/);
    expect(check({ id: 'a', count: '2', owner: null }).join()).toMatch(/\/count must be number/);
    expect(check({ id: 'a', count: 2, owner: { name: 'Ana', email: 'x' } }).join()).toMatch(/must NOT have additional properties/);
  });

  it('refuses an undocumented status or operation', () => {
    expect(checker.problems('GET', '/api/things/{id}', 201, {})).toEqual(['status 201 of GET /api/things/{id} is not documented']);
    expect(checker.problems('POST', '/api/things/{id}', 200, {})).toEqual(['POST /api/things/{id} is not documented']);
  });
});
