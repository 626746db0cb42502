// Field errors of a 422 answer: `{ errors: { field: [messageKey] } }` (ARCHITECTURE.md "Errors").
export type FieldErrors = Record<string, string[]>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The message keys per field of a 422 body; anything else gives {}. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {}
  const out: FieldErrors = {}
  for (const [field, messages] of Object.entries(body.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    )
    if (list.length > 0) out[field] = list
  }
  return out
}

/** Like fieldErrorsOf, but null when the body carries no field error. */
export function fieldErrorsOrNull(body: unknown): FieldErrors | null {
  const errors = fieldErrorsOf(body)
  return Object.keys(errors).length > 0 ? errors : null
}
