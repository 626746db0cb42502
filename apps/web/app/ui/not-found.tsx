// The not-found page (spec 1 §2): shown for unknown paths with HTTP 404.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { openModal } from '../lib/modals/open-modal'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button, buttonClass } from './button'
import { MessagePage } from './message-page'

export function NotFound() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  return (
    <MessagePage
      icon="search"
      eyebrow={t('pages.notFound.eyebrow')}
      title={t('pages.notFound.title')}
      actions={
        <>
          <Link to={localizePath(locale, '/')} className={buttonClass('primary', { size: 'lg' })}>
            {t('pages.backToLobby')}
          </Link>
          <Button variant="secondary" size="lg" onClick={() => openModal('search')}>
            {t('pages.notFound.search')}
          </Button>
        </>
      }
    >
      <p>{t('pages.notFound.text')}</p>
    </MessagePage>
  )
}
