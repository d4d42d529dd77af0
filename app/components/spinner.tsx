import { cn } from '#app/lib/utils'

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-16 text-muted-foreground', className)}
    >
      <span
        aria-hidden
        className="size-6 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  )
}
