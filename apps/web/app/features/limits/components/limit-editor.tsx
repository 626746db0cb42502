// The player's money and session limits with their usage, and the form to set or lower one: the
// same editor on the limits page and in the limits popup, with ids unique per copy.
import type { UserLimit } from '@croupier/contract/limits/user-limit'
import type { ShellPlayer } from '../../../lib/shell-context'
import { amountLimits, currenciesOf } from '../model/limits'
import { LimitForm } from './limit-form'
import { LimitList } from './limit-list'
import { type LimitIds, useLimitEditor } from './use-limit-editor'

export function LimitEditor({
  limits,
  player,
  ids,
}: {
  limits: UserLimit[]
  player: ShellPlayer
  ids: LimitIds
}) {
  const editor = useLimitEditor(player.currency, ids)
  return (
    <>
      <LimitList limits={amountLimits(limits)} onChange={editor.startChange} disabled={false} ids={ids} />
      <LimitForm
        key={editor.editing?.id ?? 'new'}
        draft={editor.draft}
        onDraftChange={editor.setDraft}
        currencies={currenciesOf(player)}
        editing={editor.editing}
        onCancelEdit={editor.stopChange}
        disabled={false}
        ids={ids}
      />
    </>
  )
}
