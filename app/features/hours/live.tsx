import { useTranslation } from 'react-i18next'
import type { AfterHoursKind, PagePhone } from '#app/view/page-data'
import { WithPhoneNumber } from '#app/components/phone-number'
import { lineLabel } from '#app/features/contact/page-phone'
import { usePageLanguage } from '#app/features/i18n/language-provider'
import { Call911, CallLink } from '#app/features/shell/call-links'
import { getOffice, mainOffice } from '#shared/practice'
import { nextOpening, numberToDial, officeToCall, type PracticeNow } from './practice-now'

/**
 * What the page says once the browser knows the hour, loaded when it is idle (use-practice-now.ts)
 * so none of it is in the first load: the call bar's places and the after-hours note's words.
 */
export { nextOpening, numberToDial, practiceNow } from './practice-now'

/** The call bar's places after the page's 911 (call-bar.tsx), for the hour it is. */
export function CallBarHours({
  phone,
  emergency,
  now,
}: {
  phone: PagePhone
  emergency: boolean
  now: PracticeNow
}) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const line = lineLabel(phone, t)
  if (now.status.state === 'closed')
    return (
      <>
        <p
          className="flex min-h-[44px] min-w-0 grow flex-col justify-center px-2 py-1 [overflow-wrap:normal]"
          data-testid="call-bar-closed"
        >
          <span className="@max-2xs:hidden">
            {line ? t('callBar.lineClosed', { line }) : t('callBar.officesClosed')}
          </span>
          <span className="@2xs:hidden">{t('callBar.closed')}</span>{' '}
          {!emergency && (
            <span className="text-xs font-normal @max-2xs:sr-only">
              {nextOpening(now.status, 'line', t, language)}
            </span>
          )}
        </p>
        {!emergency && <Call911 label={t('callBar.emergency')} short="sm" />}
      </>
    )
  const { phone: dial, office } = numberToDial(now.status, phone)
  const label = emergency
    ? t('callBar.office')
    : (line ?? (office ? t('callBar.callOffice', { office: office.city }) : t('callBar.callNow')))
  return (
    <CallLink phone={dial} label={label} hideNumber={emergency ? '@max-sm:sr-only' : '@max-2xs:sr-only'} />
  )
}

/** The after-hours note's words for the hour it is (hours/after-hours-note.tsx). */
export function NoteText({ kind, now }: { kind: AfterHoursKind; now: PracticeNow }) {
  const { t } = useTranslation()
  const language = usePageLanguage()
  const office = officeToCall(now.status, mainOffice.id)
  if (!office)
    return t(`afterHours.${kind}.closed`, {
      opens: nextOpening(now.status, 'sentence', t, language),
    }).replace(/\s{2,}/g, ' ')
  const { city, phone } = getOffice(office)
  return (
    <WithPhoneNumber
      text={t(`afterHours.${kind}.open`, { office: city, phone: phone.display })}
      phone={phone}
    />
  )
}
