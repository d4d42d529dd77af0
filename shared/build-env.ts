import path from 'node:path'
import { z } from 'zod'
import { buildContentDirFrom } from '#shared/content/folder'
import { parseEnv, sharedEnvFields } from '#shared/env'

/**
 * The build's environment, validated once: where the content is, which origin the canonical
 * links name, and which location service and message retention the privacy page names. The
 * server reads its own variables in server/env.ts; the ones both read are defined in shared/env.ts.
 */
const BuildEnvSchema = z.object({
  /** The content folder the build reads: CONTENT_DIR, else `<DATA_DIR>/content` (shared/content/folder.ts). */
  CONTENT_DIR: z.string().optional(),
  DATA_DIR: z.string().optional(),
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
export type BuildEnv = Omit<z.infer<typeof BuildEnvSchema>, 'CONTENT_DIR' | 'DATA_DIR'> & {
  /** Absolute. */
  CONTENT_DIR: string
}

/** The build's settings from `env`; a bad value stops the build with the variable's name. */
export function buildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const { DATA_DIR, ...settings } = parseEnv(BuildEnvSchema, env, 'build setting')
  return { ...settings, CONTENT_DIR: buildContentDirFrom({ CONTENT_DIR: settings.CONTENT_DIR, DATA_DIR }) }
}
