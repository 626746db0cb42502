// The player's money and session limits (spec 1 §3 "User limit"): each with its usage bar, its state
// (active, reached, a raise or removal waiting for its cooling period and the emailed confirmation,
// UKGC RTS 12) and the actions to change or remove it.
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import { useState } from 'react'
import { emit } from '../../../lib/events'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Badge, Card, EmptyState, focusCardTitle } from '../../../ui/card'
import { Dialog } from '../../../ui/dialog'
import { LocalTime } from '../../../ui/local-time'
import panel from '../../../ui/panel.module.css'
import { removeLimit } from '../api/limits-api'
import { pendingValue, usageOf } from '../model/limits'
import { putLimit } from '../model/limits-store'
import styles from './limits.module.css'
import { UsageMeter } from './usage-meter'
import type { LimitIds } from './use-limit-editor'
import { useLimitText } from './use-limit-text'

function PendingChange({ limit }: { limit: UserLimit }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const text = useLimitText()
  const next = pendingValue(limit)
  const when = limit.applies_at ? <LocalTime iso={limit.applies_at} locale={locale} /> : null
  return (
    <div className={styles.pending}>
      <p className={styles.pendingTitle}>
        {limit.status === 'pending_removal'
          ? t('limits.list.pendingRemoval')
          : t('limits.list.pendingIncrease', { value: next === null ? '' : text.value(limit, next) })}
      </p>
      {when ? (
        <p className={styles.pendingText}>
          {t('limits.list.appliesAt')} {when}
        </p>
      ) : null}
      <p className={styles.pendingText}>
        {limit.pending_confirmed ? t('limits.list.confirmed') : t('limits.list.confirmByEmail')}
      </p>
    </div>
  )
}

function LimitItem({
  limit,
  onChange,
  onRemove,
  disabled,
}: {
  limit: UserLimit
  onChange: (limit: UserLimit) => void
  onRemove: (limit: UserLimit) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  const text = useLimitText()
  const usage = usageOf(limit)
  const name = text.name(limit)
  const badge = limit.reached ? (
    <Badge tone="danger">{t('limits.list.reached')}</Badge>
  ) : limit.status === 'active' ? (
    <Badge tone="success">{t('limits.list.active')}</Badge>
  ) : (
    <Badge tone="warning">{t('limits.list.pending')}</Badge>
  )
  return (
    <li className={panel.item}>
      <div className={styles.itemHead}>
        <p className={styles.itemName}>
          <span>{name}</span>
          {badge}
        </p>
        <div className={styles.itemActions}>
          <Button
            size="sm"
            variant="secondary"
            disabled={disabled}
            aria-label={t('limits.list.changeLabel', { name })}
            onClick={() => onChange(limit)}
          >
            {t('limits.list.change')}
          </Button>
          {limit.status === 'pending_removal' ? null : (
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              aria-label={t('limits.list.removeLabel', { name })}
              onClick={() => onRemove(limit)}
            >
              {t('limits.list.remove')}
            </Button>
          )}
        </div>
      </div>
      {usage ? (
        <UsageMeter
          usage={usage}
          label={t('limits.list.usageLabel', { name })}
          format={(value) => text.value(limit, value)}
        />
      ) : null}
      {limit.status === 'active' ? null : <PendingChange limit={limit} />}
    </li>
  )
}

export function LimitList({
  limits,
  onChange,
  disabled,
  ids,
}: {
  limits: UserLimit[]
  onChange: (limit: UserLimit) => void
  disabled: boolean
  /** Element ids of this instance (page or popup). */
  ids: LimitIds
}) {
  const { t } = useTranslation()
  const text = useLimitText()
  const [removing, setRemoving] = useState<UserLimit | null>(null)
  const [busy, setBusy] = useState(false)

  const confirmRemoval = async () => {
    if (!removing || busy) return
    setBusy(true)
    try {
      putLimit(await removeLimit(removing.id))
      emit('toast', { text: t('limits.remove.done'), kind: 'success' })
      setRemoving(null)
      focusCardTitle(ids.listCard)
    } catch {
      emit('toast', { text: t('limits.remove.failed'), kind: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      id={ids.listCard}
      icon="clock"
      title={t('limits.list.title')}
      description={t('limits.list.description')}
    >
      {limits.length === 0 ? (
        <EmptyState icon="clock" title={t('limits.list.emptyTitle')}>
          {t('limits.list.emptyText')}
        </EmptyState>
      ) : (
        <ul className={panel.list}>
          {limits.map((limit) => (
            <LimitItem
              key={limit.id}
              limit={limit}
              onChange={onChange}
              onRemove={setRemoving}
              disabled={disabled || busy}
            />
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setRemoving(null)
        }}
        size="sm"
        title={removing ? t('limits.remove.title', { name: text.name(removing) }) : ''}
      >
        <div className={panel.form}>
          <p className={panel.text}>{t('limits.remove.text')}</p>
          <div className={panel.footer}>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={busy}>
              {t('limits.remove.keep')}
            </Button>
            <Button variant="primary" onClick={confirmRemoval} aria-disabled={busy || undefined}>
              {busy ? t('limits.working') : t('limits.remove.confirm')}
            </Button>
          </div>
        </div>
      </Dialog>
    </Card>
  )
}
