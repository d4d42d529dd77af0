/**
 * The box "open now" fills: "Open now · Closes at 5:30 PM" or "Closed now · Opens Monday at
 * 8:30 AM", in the practice's time zone by the visitor's clock (office-hours.island.ts). The
 * prerendered page has the weekly hours and this empty box, two lines tall, so filling it moves
 * nothing (CLS 0).
 */
export function OpenStatus() {
  return <p className="min-h-[2lh]" data-testid="open-status" />
}
