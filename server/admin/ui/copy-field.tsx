/** @jsxImportSource hono/jsx */
import { cn } from '#shared/ui/cn'
import { fieldClass, labelClass } from '#shared/ui/field'
import { Button } from './button'
import { useI18n } from './context'

/**
 * A value to pass on (an invitation link): a read-only field anyone can select, and beside it a
 * Copy button that the page's script (scripts/copy-button.ts, loaded as 'copy-button')
 * shows and runs; the status line under it says that it copied.
 */
export function CopyField({
  id,
  label,
  value,
  testid,
}: {
  id: string
  label: string
  value: string
  testid?: string
}) {
  const { t } = useI18n()
  return (
    <div class="mt-6 grid max-w-3xl gap-1.5">
      <label htmlFor={id} class={labelClass}>
        {label}
      </label>
      <div class="flex flex-wrap gap-2">
        <input
          id={id}
          readonly
          value={value}
          data-testid={testid}
          class={cn(fieldClass, 'min-h-11 flex-1 basis-64 font-mono text-sm')}
        />
        <Button
          type="button"
          variant="outline"
          hidden
          data-copy={id}
          data-status={`${id}-status`}
          data-copied={t('copy.copied')}
          data-select={t('copy.select')}
        >
          {t('copy.button')}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" class="min-h-6 text-sm font-semibold" />
    </div>
  )
}
