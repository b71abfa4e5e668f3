/**
 * What a form holds for a schema's output: the same fields, each always present, and a field the
 * schema may answer as null (an optional link, an optional reason) held as text, since inputs are
 * always controlled. An empty text goes back as '' and the schema turns it into null again.
 */
export type FormValues<Output> = { -readonly [K in keyof Output]-?: NonNullable<Output[K]> };
