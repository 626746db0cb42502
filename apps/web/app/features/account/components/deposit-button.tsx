// The deposit button (spec 2 §2.2): personal info first when the fiat profile is incomplete
// (spec 1 §2), else the cashbox. None while cooling-off or self-exclusion closes deposits (issue #5
// item 8: a restricted account may only withdraw).

import { useNavigate } from 'react-router'
import { runNavigation } from '../../../lib/router-errors'
import { type ShellPlayer, useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, type ButtonSize } from '../../../ui/button'
import { Icon } from '../../../ui/icon'
import { startDeposit } from '../model/deposit'

export function DepositButton({
  player,
  size = 'md',
  block = false,
  onNavigate,
}: {
  player: ShellPlayer
  size?: ButtonSize
  block?: boolean
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const navigate = useNavigate()
  if (player.responsible_gaming?.restriction) return null
  return (
    <Button
      variant="primary"
      size={size}
      block={block}
      onClick={() => {
        onNavigate?.()
        const target = startDeposit(player, locale)
        if (target) runNavigation(() => navigate(target))
      }}
    >
      <Icon name="wallet" size={18} />
      {t('header.deposit')}
    </Button>
  )
}
