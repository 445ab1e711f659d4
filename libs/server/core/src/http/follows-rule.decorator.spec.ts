import { DomainError } from './domain-error';
import { FieldRule, FollowsRule, valuesOf } from './follows-rule.decorator';
import { validateBody } from './validation';

const nameRule: FieldRule<string> = (value) =>
  typeof value === 'string' && value.trim() ? { ok: true, value: value.trim() } : { ok: false, error: 'Name is required.' };
/** Depends on another field: a city only with a country. */
const cityRule: FieldRule<string | null> = (value, payload) =>
  value === undefined || value === null ? { ok: true, value: null } : payload.country ? { ok: true, value: String(value) } : { ok: false, error: 'Choose a country first.' };
const RULES = { name: nameRule, city: cityRule };

class ExampleDto {
  @FollowsRule(RULES.name) name!: string;
  @FollowsRule(RULES.city) city?: string | null;
  @FollowsRule((value) => ({ ok: true, value })) country?: string;
}

const errorsOf = async (body: unknown) => {
  try {
    await validateBody(ExampleDto, body);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(422);
    return (error as DomainError).errors;
  }
  throw new Error('expected a 422');
};

describe('FollowsRule and validateBody', () => {
  it("answers the rule's own message per field, with the whole payload at hand", async () => {
    await expect(errorsOf({ name: ' ', city: 'Porto' })).resolves.toEqual({ name: ['Name is required.'], city: ['Choose a country first.'] });
    await expect(errorsOf(undefined)).resolves.toEqual({ name: ['Name is required.'] });
  });

  it('refuses unknown fields like the global pipe', async () => {
    await expect(errorsOf({ name: 'Ada', role: 'admin' })).resolves.toEqual({ role: ['This field is not allowed.'] });
  });

  it("hands the service the rules' normalised values", async () => {
    const dto = await validateBody(ExampleDto, { name: '  Ada ', city: 'Porto', country: 'PT' });
    const v = valuesOf(RULES, dto);
    expect([v('name'), v('city')]).toEqual(['Ada', 'Porto']);
  });
});
