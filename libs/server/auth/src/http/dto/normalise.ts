/** Trims and lower-cases a string (addresses); other types pass through for the validators to refuse. */
export const normaliseEmailValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Drops everything but digits from a string code ('123 456' → '123456'), as the code inputs do. */
export const normaliseCodeValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.replace(/\D/g, '') : value);
