/** What each person may do in the admin area. Every admin route is checked against this table. */
export const roles = ['owner', 'editor', 'front_desk'] as const
export type Role = (typeof roles)[number]

/**
 * The admin areas, by the path they live under. A path that is in no area is the owner's alone,
 * so a new page is closed until it is given to a role here. `home` is the page the area's link
 * in the navigation opens (its label is `nav.<id>` in the admin strings), in this order.
 */
export const areas = [
  {
    id: 'messages',
    paths: ['/admin/messages', '/api/admin/messages'],
    roles: ['owner', 'front_desk'],
    home: '/admin/messages',
  },
  {
    id: 'statistics',
    paths: ['/admin/tools', '/api/admin/analytics'],
    roles: ['owner', 'editor'],
    home: '/admin/tools',
  },
  { id: 'qr', paths: ['/admin/keratoconus-qr'], roles: ['owner', 'editor'], home: '/admin/keratoconus-qr' },
  {
    id: 'content',
    paths: ['/admin/content', '/api/admin/content'],
    roles: ['owner', 'editor'],
    home: '/admin/content/history',
  },
  { id: 'users', paths: ['/admin/users'], roles: ['owner'], home: '/admin/users' },
  { id: 'audit', paths: ['/admin/audit'], roles: ['owner'], home: '/admin/audit' },
  { id: 'backups', paths: ['/admin/backups'], roles: ['owner'], home: '/admin/backups' },
  // The pages' scripts (ui/assets.ts) are for every signed-in person.
  {
    id: 'account',
    paths: ['/admin/account', '/admin/logout', '/admin', '/admin/assets'],
    roles: roles,
    home: null,
  },
] as const satisfies readonly {
  id: string
  paths: readonly string[]
  roles: readonly Role[]
  home: string | null
}[]

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

/** The areas a role sees in the navigation, in order. */
export const navigationOf = (role: Role) =>
  areas.flatMap((area) =>
    area.home !== null && (area.roles as readonly Role[]).includes(role)
      ? [{ id: area.id, home: area.home }]
      : [],
  )

/** Where a person lands after sign-in: the first area their role opens, else their account. */
export const homeOf = (role: Role) => navigationOf(role)[0]?.home ?? '/admin/account'

export const isRole = (value: unknown): value is Role => roles.includes(value as Role)
