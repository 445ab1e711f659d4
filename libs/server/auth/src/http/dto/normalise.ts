export const normaliseEmailValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

export const normaliseCodeValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.replace(/\D/g, '') : value);
