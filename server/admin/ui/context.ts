import { createContext, useContext } from 'hono/jsx'
import type { AdminI18n } from '../i18n'
import type { Role } from '../roles'

/** The signed-in person as the page frame shows them. */
export interface Viewer {
  name: string
  role: Role
  /** Messages with the status New, shown beside Messages for those who answer them. */
  newMessages: number
  /** When the oldest new message arrived, for those who asked to see new messages on every page; else null. */
  waitingSince: string | null
}

/** What every admin component may read while a page renders: the words, the form token, who is looking. */
export interface PageContext {
  i18n: AdminI18n
  /** The session's form token ('' before sign-in), for every form that changes something. */
  csrf: string
  viewer: Viewer | null
}

export const Page = createContext<PageContext | null>(null)

export function usePage(): PageContext {
  const page = useContext(Page)
  if (!page) throw new Error('an admin component rendered outside an admin page')
  return page
}

export const useI18n = () => usePage().i18n
