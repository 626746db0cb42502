// The profile area's building blocks: a titled card, a section heading and an honest empty state.
// Shared by the profile, security and verification tabs (they form one area of the app).
import type { ReactNode } from 'react'
import styles from './card.module.css'
import { Icon, type IconRef } from './icon'

export function Card({
  title,
  description,
  icon,
  actions,
  children,
  id,
  className,
}: {
  title: string
  description?: ReactNode
  icon?: IconRef
  actions?: ReactNode
  children?: ReactNode
  id?: string
  className?: string
}) {
  const titleId = `${id ?? slug(title)}-title`
  return (
    <section id={id} className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <header className={styles.header}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            <Icon name={icon} size={20} />
          </span>
        ) : null}
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title} tabIndex={-1}>
            {title}
          </h3>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children === undefined ? null : <div className={styles.body}>{children}</div>}
    </section>
  )
}

/**
 * Moves focus to a card's heading: when the control that had focus goes away (a finished step, a
 * removed row), keyboard and screen-reader users stay where they were instead of at the page top.
 */
export function focusCardTitle(cardId: string): void {
  document.getElementById(`${cardId}-title`)?.focus({ preventScroll: true })
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: IconRef
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  )
}

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent'

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}

/** A page heading of a profile tab with its lead text. */
export function TabHeading({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <div className={styles.tabHeading}>
      <h2 className={styles.tabTitle}>{title}</h2>
      {lead ? <p className={styles.tabLead}>{lead}</p> : null}
    </div>
  )
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
