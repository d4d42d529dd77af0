import { definePlainIsland } from '#app/features/islands/attributes'
import type { Strings } from '#app/lib/words'
import { toast } from './toast'

export interface CopyAddressProps {
  address: string
  strings: Strings
}

/** An office card's "Copy address" button: the address to the clipboard, and a toast that says so. */
export default definePlainIsland<CopyAddressProps>('copy-address', (button, { address, strings }) => {
  button.addEventListener('click', () => {
    toast.promise(navigator.clipboard.writeText(address), {
      loading: strings['office.copying'],
      success: strings['office.copied'],
      error: strings['office.copyFailed'],
    })
  })
})
