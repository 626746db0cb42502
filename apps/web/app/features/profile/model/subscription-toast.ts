// Which toast a promo-subscription change ends with (spec 1 §8: "already subscribed to promos",
// "promos received", "something went wrong on subscription failure"). Unsubscribing is not named by
// the spec; it gets a quiet confirmation so the switch never changes without a word.

export type SubscriptionOutcome =
  /** The fresh GET already said subscribed when the player asked to subscribe: no PUT was sent. */
  | { kind: 'already-subscribed' }
  /** The PUT answered; `receivePromos` is what the platform saved. */
  | { kind: 'saved'; receivePromos: boolean }
  | { kind: 'failed' }

export interface SubscriptionToast {
  /** Message key under profile.promotions.toast. */
  key: 'alreadySubscribed' | 'received' | 'unsubscribed' | 'failed'
  kind: 'info' | 'success' | 'error'
}

export function subscriptionToast(wanted: boolean, outcome: SubscriptionOutcome): SubscriptionToast {
  switch (outcome.kind) {
    case 'already-subscribed':
      return { key: 'alreadySubscribed', kind: 'info' }
    case 'failed':
      return { key: 'failed', kind: 'error' }
    case 'saved':
      // A platform that kept the old value did not do what was asked.
      if (outcome.receivePromos !== wanted) return { key: 'failed', kind: 'error' }
      return wanted ? { key: 'received', kind: 'success' } : { key: 'unsubscribed', kind: 'info' }
  }
}

export interface SubscriptionDeps {
  get: () => Promise<{ receive_promos: boolean }>
  put: (receivePromos: boolean) => Promise<{ receive_promos: boolean }>
}

/**
 * Subscribes or unsubscribes: asks the platform first so a player who subscribed elsewhere (another
 * tab, the registration form) hears "already subscribed" instead of a second subscription.
 */
export async function changeSubscription(
  wanted: boolean,
  deps: SubscriptionDeps,
): Promise<SubscriptionOutcome> {
  try {
    if (wanted) {
      const current = await deps.get()
      if (current.receive_promos) return { kind: 'already-subscribed' }
    }
    const saved = await deps.put(wanted)
    return { kind: 'saved', receivePromos: saved.receive_promos }
  } catch {
    return { kind: 'failed' }
  }
}
