import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Link, useLocation } from 'react-router'
import { joinPath, type Language } from '#shared/languages'
import { contactForms, contactPaths, fieldId } from '#shared/contact/paths'
import { track } from '#app/features/analytics/track'
import { useLanguage } from '#app/features/i18n/language-provider'

// The dialog's code (Radix, the form) loads when a trigger is first pointed at or focused.
const loadDialog = () => import('./appointment-form-dialog')
const AppointmentDialog = lazy(() => loadDialog().then((module) => ({ default: module.AppointmentDialog })))

const AppointmentContext = createContext<(() => void) | null>(null)

/** Holds the one appointment dialog of the site; any trigger on any page opens it. */
export function AppointmentProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // Opened from any link on the page (not a Radix trigger), so it remembers where to return focus.
  const returnFocus = useRef<HTMLElement | null>(null)
  const openDialog = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }, [])
  return (
    <AppointmentContext.Provider value={openDialog}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <AppointmentDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </AppointmentContext.Provider>
  )
}

/** The contact page's appointment form, where every trigger leads without script. */
export const appointmentFormPath = (language: Language) =>
  joinPath(language, `${contactPaths.form}#${contactForms.appointment.section}`)

/**
 * A link to the contact page's appointment form, which opens the dialog instead once the page
 * is interactive: without script it leads to the same form, which posts without script. On the
 * contact page itself it takes the visitor to that form's first field.
 */
export function AppointmentTrigger({ children, ...props }: Omit<ComponentProps<typeof Link>, 'to'>) {
  const open = useContext(AppointmentContext)
  const { language } = useLanguage()
  const { pathname } = useLocation()
  const to = appointmentFormPath(language)
  const onContactPage = pathname === joinPath(language, contactPaths.form)
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!open || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (onContactPage) {
      // The form is on this page: go to its first field rather than open the same form again.
      event.preventDefault()
      const first = document.getElementById(fieldId(contactForms.appointment.id, 'name'))
      first?.scrollIntoView({ block: 'center' })
      first?.focus({ preventScroll: true })
      return
    }
    event.preventDefault()
    track('appointment_request', { text: event.currentTarget.textContent.trim(), href: 'dialog' })
    open()
  }
  return (
    <Link
      {...props}
      to={to}
      onClick={onClick}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      aria-haspopup={onContactPage ? undefined : 'dialog'}
    >
      {children}
    </Link>
  )
}
