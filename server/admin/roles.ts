/** What each person may do in the admin area. Every admin route is checked against this table. */
export const roles = ['owner', 'editor', 'front_desk'] as const
export type Role = (typeof roles)[number]

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  editor: 'Editor',
  front_desk: 'Front desk',
}

export const roleDescriptions: Record<Role, string> = {
  owner: 'Opens everything: messages, statistics, people, the audit trail and backups.',
  editor: 'Opens the statistics, the QR code and the site’s content.',
  front_desk: 'Opens messages and appointment requests only.',
}

/**
 * The admin areas, by the path they live under. A path that is in no area is the owner's alone,
 * so a new page is closed until it is given to a role here. The content editor will live at
 * /admin/content; it is already granted to owner and editor.
 */
export const areas = [
  { id: 'messages', paths: ['/admin/messages', '/api/admin/messages'], roles: ['owner', 'front_desk'] },
  { id: 'statistics', paths: ['/admin/tools', '/api/admin/analytics'], roles: ['owner', 'editor'] },
  { id: 'qr', paths: ['/admin/keratoconus-qr'], roles: ['owner', 'editor'] },
  { id: 'content', paths: ['/admin/content', '/api/admin/content'], roles: ['owner', 'editor'] },
  { id: 'users', paths: ['/admin/users'], roles: ['owner'] },
  { id: 'audit', paths: ['/admin/audit'], roles: ['owner'] },
  { id: 'backups', paths: ['/admin/backups'], roles: ['owner'] },
  { id: 'account', paths: ['/admin/account', '/admin/logout', '/admin'], roles: roles },
] as const satisfies readonly { id: string; paths: readonly string[]; roles: readonly Role[] }[]

export type AreaId = (typeof areas)[number]['id']

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/** The area a path belongs to: the longest matching prefix wins (so /admin/users is not /admin). */
export function areaOf(path: string) {
  let found: (typeof areas)[number] | undefined
  let length = -1
  for (const area of areas)
    for (const prefix of area.paths)
      if (prefix.length > length && (prefix === '/admin' ? path === '/admin' : under(path, prefix))) {
        found = area
        length = prefix.length
      }
  return found
}

/** Whether `role` may open `path`: the area's roles, or the owner alone for a path in no area. */
export function mayOpen(role: Role, path: string): boolean {
  const area = areaOf(path)
  return area ? (area.roles as readonly Role[]).includes(role) : role === 'owner'
}

export const may = (role: Role, area: AreaId): boolean =>
  (areas.find((a) => a.id === area)?.roles as readonly Role[] | undefined)?.includes(role) ?? false

export const isRole = (value: unknown): value is Role => roles.includes(value as Role)
