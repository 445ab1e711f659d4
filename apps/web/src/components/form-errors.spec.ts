import { withoutFixedErrors } from './form-errors';

describe('withoutFixedErrors', () => {
  it('drops the errors of fields that now pass and keeps the others as they were', () => {
    const errors = { name: 'Name is required.', city: 'City is required.' };
    expect(withoutFixedErrors(errors, { city: 'City is required.', phone: 'Phone is required.' })).toEqual({ city: 'City is required.' });
  });

  it('answers the same object when nothing was fixed', () => {
    const errors = { name: 'Name is required.' };
    expect(withoutFixedErrors(errors, { name: 'Name is required.' })).toBe(errors);
  });

  it('looks only at the fields it is given', () => {
    const errors = { name: 'Name is required.', doc: 'Document number is required.' };
    expect(withoutFixedErrors(errors, {}, ['name'])).toEqual({ doc: 'Document number is required.' });
  });
});
