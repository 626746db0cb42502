// When the player signed in before this session (spec 1 §4 "previous sign-in time shown in the
// profile"), and when this session began, in the player's locale.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Card } from '../../../ui/card'
import { LocalTime } from '../../../ui/local-time'
import styles from './sign-in-card.module.css'

export function SignInCard() {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  if (!player) return null
  return (
    <Card id="sign-in" icon="clock" title={t('profile.signIn.title')}>
      <dl className={styles.list}>
        <div>
          <dt>{t('profile.signIn.previous')}</dt>
          <dd>
            {player.last_sign_in_at ? (
              <LocalTime iso={player.last_sign_in_at} locale={locale} />
            ) : (
              t('profile.signIn.firstTime')
            )}
          </dd>
        </div>
        {player.current_sign_in_at ? (
          <div>
            <dt>{t('profile.signIn.current')}</dt>
            <dd>
              <LocalTime iso={player.current_sign_in_at} locale={locale} />
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.note}>
        {t('profile.signIn.notYou')}{' '}
        <Link to={`${localizePath(locale, '/profile/security')}#sessions`}>{t('profile.signIn.review')}</Link>
      </p>
    </Card>
  )
}
