import { contactWays, insuranceChoices } from '#shared/contact/fields'
import type { Language } from '#shared/languages'
import { translate } from '../i18n'
import type { StoredMessage } from './store'

type Details = Pick<StoredMessage, 'kind' | 'contact_by' | 'best_time' | 'insurance' | 'insurance_plan'>

const known = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value)

/**
 * An appointment request's answers beyond name, phone and email, as label and text: in English
 * for the inbox, the CSV export and the email to the office, in the patient's language for the
 * reply. A message has none; a question left unanswered is left out.
 */
export function appointmentDetails(
  message: Details,
  language: Language = 'en',
): { label: string; text: string }[] {
  if (message.kind !== 'appointment') return []
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
  const way = known(contactWays, message.contact_by)
  const insurance = known(insuranceChoices, message.insurance)
  const insuranceText = [insurance && t(`appointment.insurance.${insurance}`), message.insurance_plan]
    .filter(Boolean)
    .join(': ')
  return [
    way && { label: t('appointment.contactBy'), text: t(`appointment.contactBy.${way}`) },
    message.best_time && { label: t('appointment.bestTimeLabel'), text: message.best_time },
    insuranceText && { label: t('appointment.insurance'), text: insuranceText },
  ].filter((detail) => typeof detail === 'object' && detail !== null)
}
