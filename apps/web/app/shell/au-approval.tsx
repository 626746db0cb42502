// Australian visitors confirm they may view the site before using it (spec 1 §1). The dialog's code
// loads only for them.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useShellContext } from '../lib/shell-context'

const AuApprovalCard = lazy(() => import('./au-approval-card'))

export function AuApproval() {
  const { needsAuApproval } = useShellContext()
  // Client only: the dialog is a portal, which the server does not render anyway.
  const [isMounted, setIsMounted] = useState(false)
  useEffect(() => setIsMounted(true), [])
  if (!needsAuApproval || !isMounted) return null
  return (
    <Suspense fallback={null}>
      <AuApprovalCard />
    </Suspense>
  )
}
