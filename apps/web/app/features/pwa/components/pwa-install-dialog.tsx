// Install instructions for the web app (spec 1 §2 pwa=install): iOS Safari, Android Chrome and
// desktop browsers as tabs; the visitor's own platform is selected first.
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import styles from './pwa-install-dialog.module.css'

const PLATFORMS = ['ios', 'android', 'desktop'] as const
type Platform = (typeof PLATFORMS)[number]
const STEPS: Record<Platform, number> = { ios: 4, android: 4, desktop: 3 }

function detectPlatform(isIOS: boolean): Platform {
  if (isIOS) return 'ios'
  if (typeof navigator !== 'undefined' && /android/i.test(navigator.userAgent)) return 'android'
  return 'desktop'
}

export default function PwaInstallDialog({ onClose }: ModalProps<'pwa-install'>) {
  const { t } = useTranslation()
  const { client } = useShellContext()
  const [active, setActive] = useState<Platform>(() => detectPlatform(client.isIOS))
  const baseId = useId()
  const tabRefs = useRef<Partial<Record<Platform, HTMLButtonElement | null>>>({})

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = PLATFORMS.indexOf(active)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    let next: Platform | undefined
    if (step !== 0) next = PLATFORMS[(index + step + PLATFORMS.length) % PLATFORMS.length]
    if (event.key === 'Home') next = PLATFORMS[0]
    if (event.key === 'End') next = PLATFORMS[PLATFORMS.length - 1]
    if (!next) return
    event.preventDefault()
    setActive(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('pwa.title')}
      description={t('pwa.intro')}
      size="md"
    >
      <div role="tablist" aria-label={t('pwa.platforms')} className={styles.tabs} onKeyDown={onKeyDown}>
        {PLATFORMS.map((platform) => (
          <button
            key={platform}
            ref={(node) => {
              tabRefs.current[platform] = node
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${platform}`}
            aria-selected={active === platform}
            aria-controls={`${baseId}-panel-${platform}`}
            tabIndex={active === platform ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(platform)}
          >
            {t(`pwa.${platform}.tab`)}
          </button>
        ))}
      </div>
      {PLATFORMS.map((platform) => (
        <div
          key={platform}
          role="tabpanel"
          id={`${baseId}-panel-${platform}`}
          aria-labelledby={`${baseId}-tab-${platform}`}
          hidden={active !== platform}
          className={styles.panel}
        >
          <ol className={styles.steps}>
            {Array.from({ length: STEPS[platform] }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are a fixed, ordered list.
              <li key={index} className={styles.step}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <span>{t(`pwa.${platform}.step${index + 1}`)}</span>
              </li>
            ))}
          </ol>
          <p className={styles.note}>
            <Icon name="info" size={18} />
            <span>{t(`pwa.${platform}.note`)}</span>
          </p>
        </div>
      ))}
    </Dialog>
  )
}
