// The frame of a catalogue page (category, producer, favourites): heading, description, and the
// error page for an unknown category or producer (404) or an unreachable platform.
import type { ReactNode } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useTranslation } from '../../../lib/translate'
import layout from '../../../ui/layout.module.css'
import { MessagePage } from '../../../ui/message-page'
import { NotFound } from '../../../ui/not-found'
import styles from './catalogue-page.module.css'

export function CataloguePage({
  title,
  description,
  children,
  nav,
}: {
  title: string
  description?: string
  nav?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </header>
      {nav}
      <div className={styles.body}>{children}</div>
    </div>
  )
}

export function CatalogueErrorBoundary() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <MessagePage icon="warning" title={t('pages.unavailable.title')}>
      <p>{t('pages.unavailable.text')}</p>
    </MessagePage>
  )
}
