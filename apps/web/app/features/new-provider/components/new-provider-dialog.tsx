// The new-provider promo popup (spec 1 §4, spec 2 §2.8): the provider, its first games and a way
// to its games page. Closing it in any way (close button, Escape, outside click, "maybe later") or
// visiting the provider adds the player's was-shown group, once.
import { localizePath } from '@croupier/rules/locale'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { logError } from '../../../lib/log'
import type { ModalProps } from '../../../lib/modals/catalogue'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { addShownGroup, getNewProvider, type NewProvider } from '../api/new-provider-api'
import styles from './new-provider-dialog.module.css'

const PHONE_QUERY = '(max-width: 767px)'

export default function NewProviderDialog({ shownGroup, onClose }: ModalProps<'new-provider'>) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const [provider, setProvider] = useState<NewProvider | null | undefined>(undefined)
  const marked = useRef(false)
  // The host hands a new onClose on every render; the load below must run once.
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  const markShown = () => {
    if (marked.current) return
    marked.current = true
    addShownGroup(shownGroup).catch((error) => logError('NEW_PROVIDER_SHOWN_GROUP_ERROR', error))
  }
  const finish = () => {
    markShown()
    onClose()
  }

  useEffect(() => {
    const device = window.matchMedia?.(PHONE_QUERY).matches ? 'mobile' : 'desktop'
    getNewProvider(device).then(
      (found) => {
        setProvider(found)
        // Nothing to announce: leave quietly, and leave the group alone for a later provider.
        if (!found) closeRef.current({ immediate: true })
      },
      (error) => {
        logError('LOAD_NEW_PROVIDER_ERROR', error)
        closeRef.current({ immediate: true })
      },
    )
  }, [])

  if (!provider) return null
  const providerPath = localizePath(locale, `/producers/${encodeURIComponent(provider.slug)}`)
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && finish()}
      title={t('new-provider.title', { provider: provider.name })}
      description={t('new-provider.text', { provider: provider.name })}
      size="md"
    >
      {provider.games.length > 0 ? (
        <section aria-labelledby="new-provider-games">
          <h3 id="new-provider-games" className={styles.heading}>
            {t('new-provider.games')}
          </h3>
          <ul className={styles.games}>
            {provider.games.map((game) => (
              <li key={game.id}>
                <Link
                  to={localizePath(locale, `/play/${game.provider}/${game.seo_title}?mode=real`)}
                  className={styles.game}
                  onClick={finish}
                >
                  <img src={game.preview} alt="" width={150} height={113} className={styles.preview} />
                  <span className={styles.title}>{game.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.actions}>
        <Link
          to={providerPath}
          className={buttonClass('primary', { size: 'lg', block: true })}
          onClick={finish}
        >
          {t('new-provider.visit', { provider: provider.name })}
        </Link>
        <Button variant="ghost" size="lg" block onClick={finish}>
          {t('new-provider.later')}
        </Button>
      </div>
    </Dialog>
  )
}
