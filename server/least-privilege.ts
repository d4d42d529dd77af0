/**
 * The server must not run as root. It reads untrusted input all day (forms, uploads decoded by
 * libvips, content files, Markdown, staff fields) and starts builds of the content staff write;
 * a flaw anywhere in that, ours or a library's, then runs with the power of the account the
 * server runs as. As root that is the whole machine: every file, every other service, the means
 * to hide. As an unprivileged user it is the site's data folder. The server needs nothing root
 * has: it listens on a port above 1024 (put a proxy or the container's port mapping in front),
 * and writes only DATA_DIR, BACKUP_DIR, CONTENT_DIR and RELEASES_DIR.
 *
 * In production (NODE_ENV=production, as the Docker image sets it) starting as root is refused,
 * unless ALLOW_ROOT=true says it is meant; elsewhere (development, CI containers, which often
 * run as root) it is a warning.
 */
export function rootCheck({
  uid,
  production,
  allowRoot,
}: {
  /** process.getuid(), or undefined where there is none (Windows). */
  uid: number | undefined
  production: boolean
  allowRoot: boolean
}): { refuse: boolean; message: string } | null {
  if (uid !== 0) return null
  const why =
    'A flaw in anything that reads a form, an upload or a content file would then own the whole machine, not just the site’s data.'
  if (production && !allowRoot)
    return {
      refuse: true,
      message: `Refusing to run as root in production. ${why} Run the server as an unprivileged user (the Docker image runs as "node"), or set ALLOW_ROOT=true if you must.`,
    }
  return {
    refuse: false,
    message: `Warning: the server is running as root. ${why} In production, run it as an unprivileged user.`,
  }
}
