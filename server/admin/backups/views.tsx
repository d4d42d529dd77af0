/** @jsxImportSource hono/jsx */
import { Button, PostForm } from '../ui/button'
import { useI18n } from '../ui/context'
import { Prose, Section } from '../ui/layout'
import { Notice } from '../ui/notice'
import { DataTable } from '../ui/table'
import { KEEP } from './rotation'

export interface BackupRow {
  name: string
  file: string
  at: number
  bytes: number
  encrypted: boolean
}

/** Without BACKUP_DIR: how to turn the daily backups on, and how to make one by hand. */
export function BackupsOff() {
  const { rich } = useI18n()
  const dir = <code>BACKUP_DIR</code>
  return (
    <>
      <Notice tone="warning">{rich('backups.off', { setting: dir })}</Notice>
      <Prose class="mt-4">
        {rich('backups.offByHand', { command: <code>npm run backup</code>, setting: dir })}
      </Prose>
    </>
  )
}

/** Backups at /admin/backups: what there is, one more now, and how to restore. */
export function Backups({
  dir,
  encrypted,
  list,
  done,
}: {
  dir: string
  encrypted: boolean
  list: readonly BackupRow[]
  done: 'made' | 'failed' | null
}) {
  const i18n = useI18n()
  const { t, rich } = i18n
  const newest = list[0]
  const command = `npm run restore -- ${newest?.file ?? 'BACKUP_FILE'}${newest?.encrypted || (!newest && encrypted) ? ' --identity key.txt' : ''}`
  const kilobytes = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('backups.kb', { size: i18n.number(Math.ceil(bytes / 1024)) })
      : t('backups.mb', { size: i18n.number(Math.round(bytes / 1024 / 102.4) / 10) })
  return (
    <>
      <Notice tone="done">{done === 'made' ? t('backups.made') : null}</Notice>
      <Notice tone="error">{done === 'failed' ? t('backups.failed') : null}</Notice>
      <Prose>
        {rich('backups.where', {
          dir: <code class="break-all">{dir}</code>,
          days: i18n.number(KEEP.daily),
          weeks: i18n.number(KEEP.weekly),
        })}
      </Prose>
      <Prose>
        {encrypted
          ? t('backups.encrypted')
          : rich('backups.notEncrypted', { setting: <code>BACKUP_AGE_RECIPIENT</code> })}
      </Prose>
      <PostForm action="/admin/backups" class="mt-4">
        <Button>{t('backups.now')}</Button>
      </PostForm>
      {list.length === 0 ? (
        <Prose class="mt-6">{t('backups.none')}</Prose>
      ) : (
        <DataTable
          caption={t('backups.caption')}
          rows={list}
          columns={[
            {
              header: t('backups.madeAt'),
              cell: (backup) => i18n.dateTime(backup.at),
              class: 'md:whitespace-nowrap',
            },
            {
              header: t('backups.file'),
              cell: (backup) => backup.name,
              class: 'font-mono text-xs break-all',
            },
            { header: t('backups.size'), cell: (backup) => kilobytes(backup.bytes) },
          ]}
        />
      )}
      <Section id="restore" title={t('backups.restoreHeading')}>
        <Prose>
          {rich(encrypted ? 'backups.restoreEncrypted' : 'backups.restore', {
            command: <code class="break-all">{command}</code>,
          })}
        </Prose>
      </Section>
    </>
  )
}
