import { IsInt, IsString, MaxLength, Min, MetadataStorage, validate } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class BaseDto {
  @IsString()
  name!: string;
}

class ChildDto extends BaseDto {
  @IsInt()
  @Min(1)
  amount!: number;
}

const errorsOf = async (value: object) =>
  (await validate(value, { whitelist: true, forbidNonWhitelisted: true })).map((e) => `${e.property}:${Object.keys(e.constraints ?? {}).join(',')}`).sort();

describe('cacheValidationMetadata', () => {
  beforeAll(() => cacheValidationMetadata());

  it('answers the same rules as class-validator, inherited ones included, call after call', async () => {
    const child = Object.assign(new ChildDto(), { name: 7, amount: 0, extra: true });
    for (let i = 0; i < 3; i++) await expect(errorsOf(child)).resolves.toEqual(['amount:min', 'extra:whitelistValidation', 'name:isString']);
    await expect(errorsOf(Object.assign(new ChildDto(), { name: 'Nova', amount: 3 }))).resolves.toEqual([]);
    await expect(errorsOf(Object.assign(new BaseDto(), { name: 'Nova', amount: 3 }))).resolves.toEqual(['amount:whitelistValidation']);
  });

  it('keeps one lookup per class and options', async () => {
    const storage = new MetadataStorage();
    class NoRulesDto {
      title!: string;
    }
    const original = storage.getTargetValidationMetadatas.bind(storage);
    let lookups = 0;
    storage.getTargetValidationMetadatas = (...args) => {
      lookups++;
      return original(...args);
    };
    cacheValidationMetadata(storage);
    const first = storage.getTargetValidationMetadatas(NoRulesDto, '', false, false);
    expect(storage.getTargetValidationMetadatas(NoRulesDto, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    expect(lookups).toBe(1);
    expect(first).toHaveLength(0);
  });

  it('forgets what it kept when a rule is registered after the first validation, as a class loaded late would', async () => {
    class LateDto {
      title!: string;
    }
    // No rules yet: class-validator refuses an object it knows nothing about.
    await expect(errorsOf(Object.assign(new LateDto(), { title: 'too long' }))).resolves.toEqual(['undefined:unknownValue']);
    MaxLength(3)(LateDto.prototype, 'title');
    await expect(errorsOf(Object.assign(new LateDto(), { title: 'too long' }))).resolves.toEqual(['title:maxLength']);
    await expect(errorsOf(Object.assign(new LateDto(), { title: 'ok' }))).resolves.toEqual([]);
  });
});
