import { z } from 'zod'
import { geolocationUrlFrom } from './geolocation-url'
import { messageRetentionDays } from './message-retention'
import { practice } from './practice'

/**
 * The environment variables both the build and the server read, each defined once. The build's
 * whole set is app/env.server.ts, the server's is server/env.ts; both parse with `parseEnv`.
 */

/** A check written as a function that throws a sentence (shared with code that has no zod). */
const checkedBy = <T>(check: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return check(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    })

export const sharedEnvFields = {
  /** The public origin: canonical links and JSON-LD at build time, the QR code on the server. */
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'an http(s) origin such as https://www.example.com' })
    .default(practice.origin)
    .transform((origin) => new URL(origin).origin),
  /** The IP-geolocation service; the privacy page names its host. */
  GEOLOCATION_URL: checkedBy(geolocationUrlFrom),
  /** Days a message is kept; the privacy page says it. */
  MESSAGE_RETENTION_DAYS: checkedBy(messageRetentionDays),
}

/** `env` through `schema`, or one error naming every bad variable and what it must be. */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  what: string,
): z.output<Schema> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`Invalid ${what}:\n  ${problems.join('\n  ')}`)
}

/** A bad environment variable: the message is for the person starting the program, no stack needed. */
export class EnvError extends Error {
  override name = 'EnvError'
}
