// The brand logo: the full mark from 768 px up, the compact mark below; fixed boxes, no layout shift.
import { localizePath } from '@croupier/rules/locale'
import { Link } from 'react-router'
import { useShellContext } from '../lib/shell-context'
import styles from './logo.module.css'

export function Logo() {
  const { logo, locale } = useShellContext()
  return (
    <Link to={localizePath(locale, '/')} className={styles.logo} aria-label={logo.alt}>
      <picture>
        <source media="(min-width: 768px)" srcSet={logo.full} width={148} height={36} />
        <img src={logo.mobile} alt="" width={40} height={40} className={styles.image} decoding="async" />
      </picture>
    </Link>
  )
}
