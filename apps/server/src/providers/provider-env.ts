import type { z } from 'zod';

/** A provider's settings read from the environment, or each invalid one as `NAME: why`. */
export function readProviderEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: NodeJS.ProcessEnv,
): { env: z.output<Schema>; problems?: undefined } | { env?: undefined; problems: string[] } {
  const parsed = schema.safeParse(source);
  if (parsed.success) return { env: parsed.data };
  return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) };
}
