// Upload a verification document: what it proves (identity, address, payment), the file (JPEG, PNG
// or PDF up to 5 MB, checked here first, then by the platform), sent as multipart.
import { htmlLang } from '@croupier/rules/locale'
import { type ChangeEvent, type DragEvent, type FormEvent, useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { emit } from '../../../lib/events'
import { fieldErrorsOrNull } from '../../../lib/field-errors'
import { PlatformFailure } from '../../../lib/platform-client'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { GLYPHS } from '../../../ui/account-glyphs'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/card'
import { FormMessage } from '../../../ui/field'
import { Icon } from '../../../ui/icon'
import { useValidationMessage } from '../../../ui/use-validation-message'
import { uploadDocument } from '../api/documents-api'
import {
  checkDocumentFile,
  DOCUMENT_ACCEPT,
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  type DocumentKind,
  type FileProblem,
  formatFileSize,
} from '../model/document-file'
import styles from './verification.module.css'

export function UploadCard() {
  const { t } = useTranslation()
  const message = useValidationMessage()
  const { locale } = useShellContext()
  const { revalidate } = useRevalidator()
  const lang = htmlLang(locale)
  const [kind, setKind] = useState<DocumentKind>('identity')
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<FileProblem | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [dragging, setDragging] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const errorId = `${fileId}-error`
  const hintId = `${fileId}-hint`
  const maxSize = formatFileSize(DOCUMENT_MAX_BYTES, lang)

  const choose = (chosen: File | null) => {
    setFile(chosen)
    setServerError(null)
    setProblem(chosen ? checkDocumentFile(chosen) : null)
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files.item(0))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (uploading) return
    const found = checkDocumentFile(file)
    setProblem(found)
    if (found || !file) {
      inputRef.current?.focus()
      return
    }
    setUploading(true)
    setServerError(null)
    try {
      await uploadDocument(kind, file)
      emit('toast', { text: t('profile.verification.uploaded'), kind: 'success' })
      setFile(null)
      if (inputRef.current) inputRef.current.value = ''
      await revalidate()
    } catch (error) {
      const fields = error instanceof PlatformFailure ? fieldErrorsOrNull(error.body) : null
      if (error instanceof PlatformFailure && error.status === 413) setProblem('size')
      else if (fields)
        setServerError(
          Object.values(fields)
            .flat()
            .map((key) => message(key))
            .join(' '),
        )
      else setServerError(t('profile.verification.failed'))
    } finally {
      setUploading(false)
    }
  }

  const problemText = problem ? t(`profile.verification.problem.${problem}`, { max: maxSize }) : null

  return (
    <Card
      id="upload"
      icon={GLYPHS.upload}
      title={t('profile.verification.uploadTitle')}
      description={t('profile.verification.uploadDescription')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {serverError ? <FormMessage tone="error">{serverError}</FormMessage> : null}
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('profile.verification.kindLabel')}</legend>
          {DOCUMENT_KINDS.map((option) => (
            <label key={option} className={styles.kind}>
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className={styles.radio}
              />
              <span className={styles.kindText}>
                <span className={styles.kindName}>{t(`profile.verification.kinds.${option}`)}</span>
                <span className={styles.kindHint}>{t(`profile.verification.kindHints.${option}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.fileField}>
          <label
            htmlFor={fileId}
            className={styles.drop}
            data-dragging={dragging || undefined}
            data-invalid={problem ? true : undefined}
            onDragOver={(event) => {
              event.preventDefault()
              setDragging(true)
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <span className={styles.dropIcon} aria-hidden="true">
              <Icon name={file ? 'file' : GLYPHS.upload} size={24} />
            </span>
            <span className={styles.dropText}>
              {file ? (
                <>
                  <span className={styles.fileName}>{file.name}</span>
                  <span className={styles.fileSize}>{formatFileSize(file.size, lang)}</span>
                </>
              ) : (
                <>
                  <span className={styles.fileName}>{t('profile.verification.choose')}</span>
                  <span className={styles.fileSize}>{t('profile.verification.dragHint')}</span>
                </>
              )}
            </span>
          </label>
          <input
            ref={inputRef}
            id={fileId}
            type="file"
            name="file"
            accept={DOCUMENT_ACCEPT}
            className={styles.fileInput}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${hintId}${problem ? ` ${errorId}` : ''}`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.item(0) ?? null)}
          />
          <p id={hintId} className={styles.hint}>
            {t('profile.verification.fileHint', { max: maxSize })}
          </p>
          <p id={errorId} className={styles.error} aria-live="polite">
            {problemText ?? ''}
          </p>
        </div>
        <div className={styles.footer}>
          <Button type="submit" variant="primary" aria-disabled={uploading || undefined}>
            {uploading ? t('profile.verification.uploading') : t('profile.verification.upload')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
