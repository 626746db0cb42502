// A prize wheel's page (spec 2 §2.1 rocketmart-wheel, {product}-wheel; ADR 040): the wheel drawn
// from its segments (a spin's own copied prize table once the player holds one), the spins left,
// "Your seed" and the committed hash; Spin opens the oldest spin box, the wheel turns to the drawn
// segment, then the prize and its fairness proof. Guests get the sign-up button; a player without
// a spin learns where spins come from.
import type { WheelSegment } from '@croupier/contract/config/get-wheel-config-segments'
import type { Lootbox } from '@croupier/contract/lootboxes/lootbox'
import { localizePath } from '@croupier/rules/locale'
import { REDIRECT_QUERY_PARAM } from '@croupier/rules/routing'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Button, buttonClass } from '../../../ui/button'
import layout from '../../../ui/layout.module.css'
import { useLootboxOpening } from '../hooks/use-lootbox-opening'
import { useLootboxesLive } from '../hooks/use-lootboxes-live'
import { prizeOf, type Wheel, wheelSpins } from '../model/lootboxes'
import { seedLootboxes, useLootboxesStore } from '../model/lootboxes-store'
import { landingRotation } from '../model/wheel-geometry'
import { ClientSeedField, useClientSeed } from './client-seed-field'
import { FairnessProof } from './fairness-proof'
import styles from './lootboxes.module.css'
import { prizeText } from './prize-text'
import { PrizeWheel, type WheelSlice } from './prize-wheel'
import wheelStyles from './wheel.module.css'

const fromSegments = (segments: readonly WheelSegment[]): WheelSlice[] =>
  segments.map(({ id, label, color }) => ({ id, label, color }))

const fromBox = (box: Lootbox): WheelSlice[] =>
  box.items.map((item) => ({ id: item.id, label: item.title, color: item.attributes.color ?? '#4B2BBF' }))

/** Each prize once with its chance (weight / total, one decimal); a prize on several slices adds up. */
export function prizeChances(
  slices: readonly WheelSlice[],
  weights: readonly number[],
): { label: string; color: string; chance: string }[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const byLabel = new Map<string, { label: string; color: string; weight: number }>()
  slices.forEach((slice, index) => {
    const entry = byLabel.get(slice.label) ?? { label: slice.label, color: slice.color, weight: 0 }
    entry.weight += weights[index] ?? 0
    byLabel.set(slice.label, entry)
  })
  return [...byLabel.values()].map(({ label, color, weight }) => ({
    label,
    color,
    chance: total ? `${Math.round((weight / total) * 1000) / 10}%` : '—',
  }))
}

export function WheelPage({
  wheel,
  segments,
  initial,
  shopHref,
}: {
  wheel: Wheel
  segments: readonly WheelSegment[]
  initial: Lootbox[] | null
  shopHref: string | null
}) {
  const { t } = useTranslation()
  const { player, locale } = useShellContext()
  const held = useLootboxesStore((state) => state.lootboxes)
  useEffect(() => seedLootboxes(initial), [initial])
  useLootboxesLive(player !== null)
  const lootboxes = held ?? initial ?? []
  const spins = wheelSpins(lootboxes, wheel.id, new Date())
  const next = spins[0] ?? null
  const opening = useLootboxOpening()
  const seed = useClientSeed()
  const [rotation, setRotation] = useState(0)
  const [shown, setShown] = useState<Lootbox | null>(null)
  const [landed, setLanded] = useState(false)
  const resultTitle = useRef<HTMLHeadingElement>(null)

  const drawn = shown ?? next
  const slices = drawn ? fromBox(drawn) : fromSegments(segments)
  const odds = prizeChances(
    slices,
    (drawn ? drawn.items : segments).map((entry) => entry.weight),
  )
  const prizeItem = shown && landed ? prizeOf(shown) : null
  const prize = prizeItem && shown ? prizeText(prizeItem, shown, t, locale) : null
  const spinning = opening.pending || (shown !== null && !landed)

  async function spin() {
    if (!next || spinning) return
    setLanded(false)
    const answer = await opening.open(next, seed.sendable)
    // Refused: the wheel stays where it stood, with the last prize if there was one.
    if (!answer || answer.prize_index === null) {
      setLanded(true)
      return
    }
    setShown(answer)
    setRotation((from) => landingRotation(from, answer.prize_index ?? 0, answer.items.length))
  }

  function onLanded() {
    setLanded(true)
    seed.renew()
  }

  useEffect(() => {
    if (prize) resultTitle.current?.focus()
  }, [prize])

  const back = `?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(localizePath(locale, wheel.path))}`
  const result =
    prize && shown ? (
      <section className={styles.result} aria-labelledby="wheel-result-title">
        <h2 id="wheel-result-title" ref={resultTitle} tabIndex={-1} className={styles.resultTitle}>
          {t('wheel.won', { prize })}
        </h2>
        <p className={styles.muted}>{t('wheel.inGifts')}</p>
        <div className={wheelStyles.actions}>
          <Link to={localizePath(locale, '/profile/gifts')} className={buttonClass('secondary')}>
            {t('wheel.toGifts')}
          </Link>
        </div>
      </section>
    ) : null
  return (
    <div className={`${layout.container} ${wheelStyles.page}`}>
      <h1 className={wheelStyles.title}>{wheel.title}</h1>
      <div className={wheelStyles.layout}>
        <PrizeWheel
          slices={slices}
          rotation={rotation}
          durationMs={wheel.spinDurationMs}
          onLanded={onLanded}
          label={
            prize
              ? t('wheel.stoppedOn', { prize })
              : t('wheel.wheelLabel', { prizes: slices.map((slice) => slice.label).join(', ') })
          }
        />
        <div className={wheelStyles.panel}>
          {result}
          {player === null ? (
            <>
              <p>{t('wheel.guest')}</p>
              <div className={wheelStyles.actions}>
                <Link to={localizePath(locale, `/sign-up${back}`)} className={buttonClass('primary')}>
                  {t('wheel.register')}
                </Link>
                <Link to={localizePath(locale, `/sign-in${back}`)} className={buttonClass('secondary')}>
                  {t('wheel.signIn')}
                </Link>
              </div>
            </>
          ) : null}
          {player !== null && (next || spinning) ? (
            <>
              <p className={wheelStyles.spins} aria-live="polite">
                {t('wheel.spinsLeft', { count: spins.length })}
              </p>
              {next ? (
                <ClientSeedField
                  seed={seed.seed}
                  onSeedChange={seed.setSeed}
                  serverSeedHash={next.fairness.server_seed_hash}
                  disabled={spinning}
                />
              ) : null}
              <div className={wheelStyles.actions}>
                <Button variant="primary" size="lg" onClick={() => void spin()} disabled={spinning || !next}>
                  {spinning ? t('wheel.spinning') : t('wheel.spin')}
                </Button>
              </div>
            </>
          ) : null}
          {player !== null && !next && !spinning ? (
            <>
              <p>{t('wheel.noSpins')}</p>
              <p className={styles.muted}>{t('wheel.howToGet')}</p>
              {shopHref ? (
                <div className={wheelStyles.actions}>
                  <Link to={localizePath(locale, shopHref)} className={buttonClass('secondary')}>
                    {t('wheel.toShop')}
                  </Link>
                </div>
              ) : null}
            </>
          ) : null}
          {opening.errorKey ? (
            <p role="alert" className={styles.bad}>
              {t(opening.errorKey)}
            </p>
          ) : null}
          {prize && shown ? <FairnessProof key={shown.id} box={shown} prize={prize} /> : null}
          <section aria-labelledby="wheel-odds-title" className={styles.result}>
            <h2 id="wheel-odds-title" className={styles.proofTitle}>
              {t('wheel.odds')}
            </h2>
            <ul className={styles.odds}>
              {odds.map((odd) => (
                <li key={odd.label}>
                  <span className={styles.swatch} style={{ background: odd.color }} aria-hidden="true" />
                  <span>
                    {odd.label} · {odd.chance}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  )
}
