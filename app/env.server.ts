import path from 'node:path'
import { z } from 'zod'
import { geolocationUrlFrom } from '#shared/geolocation-url'
import { messageRetentionDays } from '#shared/message-retention'
import { practice } from '#shared/practice'

/**
 * The build's environment, validated once: where the content is, which origin the canonical
 * links name, and which location service and message retention the privacy page names. The server reads its own
 * variables in server/env.ts; it learns the origin from the build (build/client/site.json).
 */
const BuildEnvSchema = z.object({
  CONTENT_DIR: z
    .string()
    .default('app/content')
    .transform((dir) => path.resolve(dir)),
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'an http(s) origin such as https://www.example.com' })
    .default(practice.origin)
    .transform((origin) => new URL(origin).origin),
  /**
   * The build's clock, in seconds since 1970 (the reproducible-builds convention): which
   * closures and which announcement the pages show. Unset: now.
   */
  SOURCE_DATE_EPOCH: z.coerce
    .number({ error: 'seconds since 1970, such as 1795651200' })
    .int()
    .positive()
    .optional(),
  GEOLOCATION_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return geolocationUrlFrom(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  MESSAGE_RETENTION_DAYS: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return messageRetentionDays(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
})
export type BuildEnv = z.infer<typeof BuildEnvSchema>

/** The build's settings from `env`; a bad value stops the build with the variable's name. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const result = BuildEnvSchema.safeParse(env)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid build setting:\n  ${problems.join('\n  ')}`)
}
