// The rules of the Rocket Mart (spec 2 §2.6): an info dialog opened from the page's header, and the
// read-more block under the cards.
import { useState } from 'react'
import { useTranslation } from '../../../lib/translate'
import { Button } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { Icon } from '../../../ui/icon'
import dialogStyles from './shop-dialogs.module.css'

const RULES = ['earn', 'status', 'spend', 'wager', 'expiry'] as const

export function ShopInfoButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="info" size={16} />
        {t('shop.info.open')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} size="sm" title={t('shop.info.title')}>
        <ol className={dialogStyles.rules}>
          {RULES.map((rule) => (
            <li key={rule}>{t(`shop.info.rules.${rule}`)}</li>
          ))}
        </ol>
        <Button variant="primary" block onClick={() => setOpen(false)}>
          {t('shop.info.close')}
        </Button>
      </Dialog>
    </>
  )
}

export function ShopReadMore() {
  const { t } = useTranslation()
  return (
    <details className={dialogStyles.readMore}>
      <summary>{t('shop.readMore.title')}</summary>
      <p>{t('shop.readMore.p1')}</p>
      <p>{t('shop.readMore.p2')}</p>
      <p>{t('shop.readMore.p3')}</p>
    </details>
  )
}
