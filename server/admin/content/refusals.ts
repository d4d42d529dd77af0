import type { Language } from '#shared/languages'
import { adminI18n } from '../i18n'
import { MAX_UPLOAD_BYTES, type UploadRefusal } from './media'
import type { ClosedFile } from './gate'

/**
 * The editor API's refusals that are not about a field, in the staff member's words (the admin
 * strings, `content.refusal.*`): a page changed by someone else meanwhile, what the editor does
 * not do (rename, delete), a picture refused, the editor closed. Decap shows none of them; the
 * page's script does, above the form.
 */
export interface RefusalWords {
  notSaved: (count: number) => string
  stale: string
  rename: string
  delete: string
  notContent: string
  checkFailed: string
  closed: (files: string) => string
  upload: Record<UploadRefusal, string>
  uploadName: string
  pictureTaken: (name: string, free: string) => string
  pictureRace: (name: string) => string
  tooManyUploads: (minutes: number) => string
  noUpdate: string
  chooseVersion: (files: string) => string
  updateUnchecked: string
  notTaken: (problems: string) => string
  notRestored: (problems: string) => string
  updateRace: string
}

const megabytes = MAX_UPLOAD_BYTES / 1024 / 1024

export function refusalWords(language: Language): RefusalWords {
  const { t, plural } = adminI18n(language)
  return {
    notSaved: (count) => plural('content.refusal.notSaved', count),
    stale: t('content.refusal.stale'),
    rename: t('content.refusal.rename'),
    delete: t('content.refusal.delete'),
    notContent: t('content.refusal.notContent'),
    checkFailed: t('content.refusal.checkFailed'),
    closed: (files) => t('content.refusal.closed', { files }),
    upload: {
      'too-large': t('content.refusal.upload.too-large', { megabytes }),
      'not-a-picture': t('content.refusal.upload.not-a-picture'),
      damaged: t('content.refusal.upload.damaged'),
    },
    uploadName: t('content.refusal.uploadName'),
    pictureTaken: (name, free) => t('content.refusal.pictureTaken', { name, free }),
    pictureRace: (name) => t('content.refusal.pictureRace', { name }),
    tooManyUploads: (minutes) => t('content.refusal.tooManyUploads', { minutes }),
    noUpdate: t('content.refusal.noUpdate'),
    chooseVersion: (files) => t('content.refusal.chooseVersion', { files }),
    updateUnchecked: t('content.refusal.updateUnchecked'),
    notTaken: (problems) => t('content.refusal.notTaken', { problems }),
    notRestored: (problems) => t('content.refusal.notRestored', { problems }),
    updateRace: t('content.refusal.updateRace'),
  }
}

/** The editor is closed: the first files it does not open, in the staff member's words. */
export const closedRefusal = (language: Language, problems: readonly ClosedFile[]) =>
  refusalWords(language).closed(
    problems
      .slice(0, 5)
      .map((problem) => problem.file)
      .join(', '),
  )
