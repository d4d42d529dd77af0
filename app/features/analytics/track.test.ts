import { describe, expect, it, vi } from 'vitest'
import { subscribe, track } from './track'

describe('track', () => {
  it('queues events until a listener subscribes, then delivers them in order', () => {
    track('phone_click', { href: 'tel:+17145550100' })
    track('appointment_request')
    const listener = vi.fn()
    const unsubscribe = subscribe(listener)
    expect(listener.mock.calls.map(([event]) => event.name)).toEqual(['phone_click', 'appointment_request'])
    track('form_submit', { text: 'Send' })
    expect(listener).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'form_submit', properties: { text: 'Send' } }),
    )
    unsubscribe()
  })
})
