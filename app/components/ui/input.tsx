import type * as React from 'react'
import { cn } from '#app/lib/utils'

const fieldClass =
  'w-full min-w-0 rounded-md border border-border bg-background px-3 py-2 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-50'

function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(fieldClass, 'min-h-11', className)} {...props} />
}

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldClass, 'min-h-32', className)} {...props} />
}

function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(fieldClass, 'min-h-11', className)} {...props} />
}

function Label({ className, ...props }: React.ComponentProps<'label'>) {
  // Callers pass htmlFor (or wrap the control); the rule cannot see through the spread.
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label data-slot="label" className={cn('text-sm font-semibold', className)} {...props} />
}

export { Input, Label, NativeSelect, Textarea }
