import { toast } from 'sonner'

export { toast }

/** Rejects with SPEC §8's message for a failing HTTP answer, for use in promise toasts. */
export async function fetchOk(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init)
  if (!response.ok) throw new Error(`HTTP error! status ${response.status}`)
  return response
}
