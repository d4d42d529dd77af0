import type * as React from 'react'
import { cn } from '#app/lib/utils'
import { fieldClass, labelClass } from '#shared/ui/field'

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
  return <label data-slot="label" className={cn(labelClass, className)} {...props} />
}

export { Input, Label, NativeSelect, Textarea }
