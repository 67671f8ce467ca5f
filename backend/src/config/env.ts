import { z } from 'zod';

/** The environment, or any object of variables (tests). */
export type Env = Record<string, string | undefined>;

/** Unset and blank are the same: absent. Values are trimmed. */
const presentValue = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** A variable that may be left out (undefined then). */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(presentValue, schema.optional());
}

/** A variable that takes `fallback` when left out. */
export function withDefault<Schema extends z.ZodType<unknown, string>>(schema: Schema, fallback: string) {
  return z.preprocess((value) => presentValue(value) ?? fallback, schema);
}

/** Messages of the schemas below say what is wrong; problemsOf() puts the variable's name in front. */
const got = (issue: { input?: unknown }) => `(got "${String(issue.input)}")`;

export const text = z.string();

export function wholeNumber(min: number, max: number) {
  const error = (issue: { input?: unknown }) => `must be a whole number from ${min} to ${max} ${got(issue)}`;
  return z
    .string()
    .regex(/^\d+$/, { error })
    .transform(Number)
    .pipe(z.number().min(min, { error }).max(max, { error }));
}

export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.enum(values, { error: (issue) => `must be one of ${values.join(', ')} ${got(issue)}` });
}

export const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
});

export const redisUrl = z.url({
  protocol: /^rediss?$/,
  error: 'must be a redis:// or rediss:// URL',
});

export const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'must be an smtp:// or smtps:// URL (smtp://user:pass@host:587)',
});

const EMAIL = /^[^\s@,]+@[^\s@,]+$/;
/** Comma-separated emails, compared case-insensitively (so kept in lower case). */
export const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((emails) => emails.every((email) => EMAIL.test(email)), {
    error: (issue) => `must be comma-separated email addresses (got "${String(issue.input)}")`,
  });

/** An http(s) URL, without trailing slashes. */
export const httpUrl = z
  .url({ protocol: /^https?$/, error: (issue) => `must be an http:// or https:// URL ${got(issue)}` })
  .transform((url) => url.replace(/\/+$/, ''));

/** One message per problem, each naming its variable: `NAME what is wrong`, or a rule's own sentence. */
export function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join('.')} ${issue.message}` : issue.message,
  );
}

/**
 * Parses the environment with an object schema of its variables. Rules across variables are
 * added with `{ when: always }` so they are reported together with every field's problems.
 */
export function parseEnv<Config>(
  schema: z.ZodType<Config>,
  env: Env,
): { success: true; config: Config } | { success: false; problems: string[] } {
  const result = schema.safeParse(env);
  return result.success
    ? { success: true, config: result.data }
    : { success: false, problems: problemsOf(result.error) };
}

/**
 * Parses one group of variables (the AI tutor's, safety's): its config, or, with problems, the
 * group's defaults (its schema parsed from nothing) so start-up can report every problem at once.
 */
export function parseSection<Config>(
  schema: z.ZodType<Config>,
  env: Env,
): { config: Config; problems: string[] } {
  const result = parseEnv(schema, env);
  return result.success
    ? { config: result.config, problems: [] }
    : { config: schema.parse({}), problems: result.problems };
}

/** Cross-variable rules run even when a variable of their own failed (all problems at once). */
export const always = { when: () => true } as const;
