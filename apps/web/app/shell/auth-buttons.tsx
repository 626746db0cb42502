// Guest login and registration (spec 2 §2.2). In a restricted geo a button stays focusable but
// disabled (aria-disabled) and describes why, so keyboard and screen-reader users learn the reason.
import { authButtonsState } from '@croupier/rules/geo'
import { localizePath } from '@croupier/rules/locale'
import { useId } from 'react'
import { Link } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { type ButtonSize, buttonClass } from '../ui/button'
import styles from './auth-buttons.module.css'

export function AuthButtons({ size = 'md', block = false }: { size?: ButtonSize; block?: boolean }) {
  const { t } = useTranslation()
  const shell = useShellContext()
  const { loginDisabled, registrationDisabled } = authButtonsState({
    restriction: shell.geoRestriction,
    geoIsEE: shell.geoIsEE,
  })
  return (
    <div className={block ? `${styles.group} ${styles.block}` : styles.group}>
      <AuthButton
        href={localizePath(shell.locale, '/sign-in')}
        label={t('header.login')}
        disabledReason={loginDisabled ? t('geo.loginRestricted') : null}
        className={buttonClass('secondary', { size, block })}
      />
      <AuthButton
        href={localizePath(shell.locale, '/sign-up')}
        label={t('header.register')}
        disabledReason={registrationDisabled ? t('geo.registrationRestricted') : null}
        className={buttonClass('primary', { size, block })}
      />
    </div>
  )
}

function AuthButton({
  href,
  label,
  disabledReason,
  className,
}: {
  href: string
  label: string
  disabledReason: string | null
  className: string
}) {
  const tipId = useId()
  if (disabledReason === null) {
    return (
      <Link to={href} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <span className={styles.wrap}>
      <button type="button" className={className} aria-disabled="true" aria-describedby={tipId}>
        {label}
      </button>
      <span id={tipId} role="tooltip" className={styles.tip}>
        {disabledReason}
      </span>
    </span>
  )
}
