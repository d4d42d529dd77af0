import type { Phone } from '#shared/practice'
import { cn } from '#app/lib/utils'

/**
 * A phone number as people read it, "(714) 555-0100", kept on one line: a number split after
 * "(714)" is misread and misdialled. Every number the site shows goes through here (Markdown
 * links get the same rule: `.phone-number` in app.css). At 200 % text on a narrow phone a whole number is wider
 * than the boxes it sits in, so there it grows only as far as the screen allows (4.6 % of its
 * width, never below the normal 16 px): whole and on the page rather than split or cut off.
 */
export function PhoneNumber({ phone, className }: { phone: Phone; className?: string }) {
  return <span className={cn('phone-number', className)}>{phone.display}</span>
}

/** A sentence that holds a phone number ("Call the office: (714) 555-0100"), the number kept whole. */
export function WithPhoneNumber({ text, phone }: { text: string; phone: Phone }) {
  const at = text.indexOf(phone.display)
  if (at < 0) return text
  return (
    <>
      {text.slice(0, at)}
      <PhoneNumber phone={phone} />
      {text.slice(at + phone.display.length)}
    </>
  )
}
