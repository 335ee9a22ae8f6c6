import type { RouterMiddleware } from '@koa/router';
import type { z } from 'zod';
import { validationError, type Valued } from '../errors.ts';
import { messages } from 'shared/messages';

/** Deeper than any form of ours: a deeply nested body is an attack on the parser or the schema. */
export const MAX_INPUT_DEPTH = 16;
export const NOT_ALLOWED_CHARACTERS = messages.charactersNotAllowed;
export const TOO_DEEP = 'The request is nested too deeply.';

/**
 * C0 controls except tab, newline and carriage return (NUL cannot even be stored in PostgreSQL
 * text), DEL, and the bidirectional embedding/override/isolate controls (they make a name or a file
 * name read differently from what it is). Zero-width joiners stay allowed: Tamil and emoji use them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const forbiddenCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** Half of a UTF-16 surrogate pair without the other half: not text at all (it cannot be encoded). */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (s: string) => loneSurrogate.test(s) || forbiddenCharacters.test(s);

/** The first problem of a raw input (a string, key or nesting level no schema should see), or undefined. */
export function unsafeInput(
  raw: unknown,
  path: string[] = [],
  depth = 0,
): { message: string; field?: string } | undefined {
  if (depth > MAX_INPUT_DEPTH) return { message: TOO_DEEP };
  const field = path.join('.') || undefined;
  if (typeof raw === 'string') {
    return badText(raw) ? { message: NOT_ALLOWED_CHARACTERS, field } : undefined;
  }
  if (raw === null || typeof raw !== 'object') return undefined;
  for (const [key, value] of Object.entries(raw)) {
    if (badText(key)) return { message: NOT_ALLOWED_CHARACTERS, field };
    const problem = unsafeInput(value, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** The parts of a request a route may validate, each with its own zod schema. */
interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}
/** The parsed input: each part as its schema's output. */
export type Input<S extends Schemas> = { [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never };
export type Validator<S extends Schemas> = RouterMiddleware & {
  /** The validated input of this request (for a handler after this middleware). */
  of(ctx: object): Input<S>;
};

const sources = ['params', 'query', 'body'] as const;

/** Parses one part of the request: the first bad field is a 400 with the schema's message. */
function parse(schema: z.ZodType, raw: unknown): unknown {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.map(String).join('.') || undefined;
    // A refusal worded from the field's label carries its code and values (shared/api/fields.ts).
    const valued = issue?.code === 'custom' ? (issue.params as { valued?: Valued } | undefined)?.valued : undefined;
    throw validationError(valued ?? issue?.message ?? 'requestNotValid', field);
  }
  // The schema's own message comes first (it words it for the field); this catches what a schema
  // lets through: free text, ignored fields, anything nested.
  const unsafe = unsafeInput(raw);
  if (unsafe) throw validationError(unsafe.message, unsafe.field);
  return parsed.data;
}

/**
 * The one validation of a route's input: the path parameters, then the query, then the body, each by
 * its zod schema. A failure is a 400 naming the first bad field, with the schema's own message (the
 * specification's wording where it has one). Then any string the schema let through with control or
 * direction characters or broken UTF-16 (a lone surrogate), and any nesting deeper than
 * MAX_INPUT_DEPTH, is a 400 too. The handler reads the typed result with `.of(ctx)`, never ctx.state:
 *
 *   const student = validate({ params: studentParams });
 *   router.post('/students/:id/validate', admin, student, async (ctx) => { const { id } = student.of(ctx).params; ... });
 */
export function validate<S extends Schemas>(schemas: S): Validator<S> {
  const parsed = new WeakMap<object, Input<S>>();
  const middleware: RouterMiddleware = async (ctx, next) => {
    const raw = { params: ctx.params, query: ctx.query, body: ctx.request.body };
    const result: Record<string, unknown> = {};
    for (const source of sources) {
      const schema = schemas[source];
      if (schema) result[source] = parse(schema, raw[source]);
    }
    parsed.set(ctx, result as Input<S>);
    await next();
  };
  return Object.assign(middleware, {
    of(ctx: object): Input<S> {
      const input = parsed.get(ctx);
      if (!input) throw new Error('validate() did not run before this handler');
      return input;
    },
  });
}
