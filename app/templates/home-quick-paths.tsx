import { ArrowRight, BookOpen, MapPin, ShieldCheck, Siren } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { mainOffice } from '#shared/practice'
import type { LayoutViews } from '#app/view/page-data'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { OfficeHours } from '#app/features/shell/office-hours'
import { cn } from '#app/lib/utils'

type QuickPath = LayoutViews['home']['quickPaths'][number]

const looks = {
  emergency: { icon: Siren, urgent: true },
  condition: { icon: BookOpen, urgent: false },
  insurance: { icon: ShieldCheck, urgent: false },
  location: { icon: MapPin, urgent: false },
} satisfies Record<QuickPath['key'], { icon: LucideIcon; urgent: boolean }>

/**
 * The home hero's side panel: the four reasons most visitors come, one tap each, and the main
 * office's hours, so a worried visitor does not have to hunt through the menu.
 */
export function HomeQuickPaths({ paths }: { paths: QuickPath[] }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  return (
    <nav
      aria-labelledby="quick-paths"
      className="rounded-2xl border border-border bg-card/90 p-4 shadow-sm backdrop-blur sm:p-6"
    >
      <h2 id="quick-paths" className="text-lg font-semibold">
        {t('home.quickTitle')}
      </h2>
      <ul className="mt-4 grid gap-2">
        {paths.map(({ key, href }) => {
          const { icon: Icon, urgent } = looks[key]
          return (
            <li key={key}>
              <Link
                to={href}
                className={cn(
                  'group flex min-h-14 items-center gap-3 rounded-xl border px-3 py-3 font-medium transition-colors sm:px-4',
                  urgent
                    ? 'border-destructive/40 text-destructive hover:bg-destructive/5'
                    : 'border-border hover:border-primary hover:bg-muted',
                )}
              >
                <Icon aria-hidden className="size-5 shrink-0" />
                <span className="flex-1">{t(`home.quick.${key}`)}</span>
                <ArrowRight
                  aria-hidden
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
                />
              </Link>
            </li>
          )
        })}
      </ul>
      <div className="mt-5 border-t border-border pt-4 text-sm">
        <p className="font-semibold">{t('home.hoursTitle', { office: mainOffice.name[language] })}</p>
        <OfficeHours office={mainOffice} className="mt-2 text-muted-foreground" />
      </div>
    </nav>
  )
}
