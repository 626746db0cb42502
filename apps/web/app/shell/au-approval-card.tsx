// The AU approval dialog, loaded only for Australian visitors by au-approval.tsx (spec 1 §1):
// approve stores `au_approved=1` for a year; decline goes to the oops page.
import { localizePath } from '@croupier/rules/locale'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import styles from './au-approval-card.module.css'
import { setCookie } from './cookies'

export const AU_APPROVAL_COOKIE = 'au_approved'
const AU_APPROVAL_MAX_AGE_DAYS = 365 // same lifetime as the cookie consent (spec 1 §9)

export default function AuApprovalCard() {
  const { t } = useTranslation()
  const { needsAuApproval, locale } = useShellContext()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [isApproved, setIsApproved] = useState(false)
  const oops = localizePath(locale, '/oops')

  // The oops page is where a declining visitor lands, so it stays readable.
  if (!needsAuApproval || isApproved || pathname === oops) return null

  return (
    <Dialog open onOpenChange={() => undefined} blocking size="sm" title={t('shell.auApproval.title')}>
      <p className={styles.text}>{t('shell.auApproval.text')}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="lg"
          block
          onClick={() => {
            setCookie(AU_APPROVAL_COOKIE, '1', AU_APPROVAL_MAX_AGE_DAYS)
            setIsApproved(true)
          }}
        >
          {t('shell.auApproval.approve')}
        </Button>
        <Button variant="secondary" size="lg" block onClick={() => navigate(oops)}>
          {t('shell.auApproval.decline')}
        </Button>
      </div>
    </Dialog>
  )
}
