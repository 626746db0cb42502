// Joining (spec 2 §4 tournament join): confirm, then reload the player's tournaments and this
// tournament's standing (the loader) so the page shows them at once; a refusal says why.
import { localizePath } from '@croupier/rules/locale'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import { confirmTournament } from '../api/tournaments-api'
import { joinErrorKey } from '../model/join-error'
import { loadPlayerTournaments } from '../model/player-tournaments-store'

export function JoinButton({ id, title, joined }: { id: string; title: string; joined: boolean }) {
  const { t } = useTranslation()
  const { locale, player } = useShellContext()
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!player)
    return (
      <Link to={localizePath(locale, '/sign-in')} className={buttonClass('primary')}>
        {t('tournaments.signInToJoin')}
      </Link>
    )
  if (joined) return <p role="status">{t('tournaments.joined')}</p>
  const join = async () => {
    setBusy(true)
    setError(null)
    try {
      await confirmTournament(id)
      await Promise.all([loadPlayerTournaments().catch(() => undefined), revalidate()])
    } catch (failure) {
      setError(joinErrorKey(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div>
      <Button
        variant="primary"
        size="lg"
        disabled={busy}
        onClick={() => void join()}
        aria-label={`${t('tournaments.join')}: ${title}`}
      >
        {t('tournaments.join')}
      </Button>
      {error ? <p role="alert">{t(error)}</p> : null}
    </div>
  )
}
