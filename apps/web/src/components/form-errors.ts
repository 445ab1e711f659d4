/**
 * The errors still worth showing after an edit: an error goes as soon as its field passes its rule
 * (`stillInvalid` is the form's validation of the new values); errors are never added while typing.
 * Answers `errors` itself when nothing changed, so a state update re-renders nothing.
 */
export function withoutFixedErrors<F extends string>(
  errors: Partial<Record<F, string>>,
  stillInvalid: Partial<Record<F, string>>,
  fields: readonly F[] = Object.keys(errors) as F[],
): Partial<Record<F, string>> {
  const fixed = fields.filter((field) => errors[field] && !stillInvalid[field]);
  if (fixed.length === 0) return errors;
  const next = { ...errors };
  for (const field of fixed) delete next[field];
  return next;
}
