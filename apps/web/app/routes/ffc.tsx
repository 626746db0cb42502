// /ffc (spec 1 §1, spec 2 §2.1): feature-flag configuration with On/Off switches, reset and home.
// The override is local to this browser (lib/feature-flags).
import { FEATURE_FLAGS } from '@croupier/rules/feature-flags'
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useFeatureFlags } from '../lib/feature-flags'
import { pageMeta } from '../lib/meta'
import { routeContext } from '../lib/route-context.server'
import { useShellContext } from '../lib/shell-context'
import { useTranslation } from '../lib/translate'
import { Button, buttonClass } from '../ui/button'
import { Switch } from '../ui/switch'
import type { Route } from './+types/ffc'
import styles from './ffc.module.css'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = await routeContext(request, context)
  return { meta: { title: t('ffc.metaTitle'), description: t('ffc.metaDescription'), noindex: true } }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function FeatureFlagsPage() {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const { flags, defaults, setFlag, reset } = useFeatureFlags()
  const changed = FEATURE_FLAGS.filter((flag) => flags[flag] !== defaults[flag]).length
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('ffc.title')}</h1>
        <p className={styles.intro}>{t('ffc.intro')}</p>
      </header>
      <ul className={styles.list}>
        {FEATURE_FLAGS.map((flag) => {
          const labelId = `ffc-${flag}-label`
          const descriptionId = `ffc-${flag}-description`
          return (
            <li key={flag} className={styles.row}>
              <div className={styles.text}>
                <span id={labelId} className={styles.label}>
                  {t(`ffc.flags.${flag}.label`)}
                </span>
                <span id={descriptionId} className={styles.description}>
                  {t(`ffc.flags.${flag}.description`)}
                </span>
              </div>
              <span className={styles.state} aria-hidden="true">
                {flags[flag] ? t('ffc.on') : t('ffc.off')}
              </span>
              <Switch
                checked={flags[flag]}
                onCheckedChange={(value) => setFlag(flag, value)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              />
            </li>
          )
        })}
      </ul>
      <footer className={styles.footer}>
        <p className={styles.status} aria-live="polite">
          {changed === 0 ? t('ffc.allDefault') : t('ffc.changed', { count: changed })}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={reset} disabled={changed === 0}>
            {t('ffc.reset')}
          </Button>
          <Link to={localizePath(locale, '/')} className={buttonClass('primary')}>
            {t('ffc.home')}
          </Link>
        </div>
      </footer>
    </div>
  )
}
