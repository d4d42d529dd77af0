import type * as React from 'react'
import { cn } from '#app/lib/utils'
import { buttonVariants, type ButtonVariants } from '#shared/ui/button'

/** A button. A link that should look like one takes `buttonVariants()` as its class instead. */
function Button({
  className,
  variant,
  size,
  wrap,
  ...props
}: React.ComponentProps<'button'> & ButtonVariants) {
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size, wrap, className }))}
      {...props}
    />
  )
}

export { Button, buttonVariants }
