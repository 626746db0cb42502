// A centred message page (oops, not found, sports unavailable): icon, heading, text and actions.
import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'
import styles from './message-page.module.css'

export function MessagePage({
  icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: IconName
  eyebrow?: string
  title: string
  children?: ReactNode
  actions?: ReactNode
}) {
  return (
    <section className={styles.page} aria-labelledby="message-page-title">
      <div className={styles.badge} aria-hidden="true">
        <Icon name={icon} size={36} />
      </div>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 id="message-page-title" className={styles.title}>
        {title}
      </h1>
      {children ? <div className={styles.text}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  )
}
