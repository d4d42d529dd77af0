import path from 'node:path'
import { z } from 'zod'
import { parseEnv, sharedEnvFields } from '#shared/env'

/**
 * The build's environment, validated once: where the content is, which origin the canonical
 * links name, and which location service and message retention the privacy page names. The
 * server reads its own variables in server/env.ts; the ones both read are defined in shared/env.ts.
 */
const BuildEnvSchema = z.object({
  CONTENT_DIR: z
    .string()
    .default('app/content')
    .transform((dir) => path.resolve(dir)),
  /** Where the build goes (`<BUILD_DIR>/client`); the editor's publish builds into a release folder. */
  BUILD_DIR: z
    .string()
    .default('build')
    .transform((dir) => path.resolve(dir)),
  ...sharedEnvFields,
  /**
   * The build's clock, in seconds since 1970 (the reproducible-builds convention): which
   * closures and which announcement the pages show. Unset: now.
   */
  SOURCE_DATE_EPOCH: z.coerce
    .number({ error: 'seconds since 1970, such as 1795651200' })
    .int()
    .positive()
    .optional(),
})
export type BuildEnv = z.infer<typeof BuildEnvSchema>

/** The build's settings from `env`; a bad value stops the build with the variable's name. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  return parseEnv(BuildEnvSchema, env, 'build setting')
}
