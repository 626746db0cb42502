// What the account feature adds to the post-login batch (spec 1 §4): balance, settings, stats and
// subscriptions. Each entry imports its work on demand, keeping the lobby's initial JS small. Later
// issues register comp points, bonuses, gifts… the same way.
import { registerPostLoginLoad } from '../../lib/player-session'

const work = () => import('./post-login')

registerPostLoginLoad('balance', async (context) => (await work()).loadBalance(context))
registerPostLoginLoad('settings', async (context) => (await work()).loadSettings(context))
registerPostLoginLoad('stats', async (context) => (await work()).loadStats(context))
registerPostLoginLoad('subscriptions', async (context) => (await work()).loadSubscriptions(context))
