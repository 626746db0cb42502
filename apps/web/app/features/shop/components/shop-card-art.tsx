// A card's picture: the operator's image, else the default of spec 2 §9 K7 chosen by the EUR amount
// (rules/shop.ts#defaultCardImage), drawn here as a stack of coins that grows with the amount.
// Fixed 16:10 frame, so nothing moves when it loads.
import { SHOP_IMAGE_SIZES_CENTS } from '@croupier/rules/shop'
import styles from './shop.module.css'

const HUES = [200, 175, 150, 45, 30, 330, 280, 260]

export function ShopCardArt({ image, size }: { image: string | null; size: number }) {
  if (image) return <img className={styles.art} src={image} alt="" width={320} height={200} loading="lazy" />
  const tier = Math.max(
    0,
    SHOP_IMAGE_SIZES_CENTS.indexOf((size * 100) as (typeof SHOP_IMAGE_SIZES_CENTS)[number]),
  )
  const hue = HUES[tier] ?? 200
  const coins = tier + 2
  return (
    <svg
      className={styles.art}
      viewBox="0 0 160 100"
      role="presentation"
      aria-hidden="true"
      data-image={size}
    >
      <defs>
        <linearGradient id={`shop-bg-${size}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 32%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 18%)`} />
        </linearGradient>
      </defs>
      <rect width="160" height="100" fill={`url(#shop-bg-${size})`} />
      <circle cx="130" cy="20" r="26" fill="hsl(0 0% 100% / 0.08)" />
      {Array.from({ length: coins }, (_, index) => {
        const column = index % 3
        const row = Math.floor(index / 3)
        return (
          <g key={index} transform={`translate(${48 + column * 30 - row * 6} ${70 - row * 14})`}>
            <ellipse cx="0" cy="4" rx="14" ry="6" fill="hsl(40 80% 35%)" />
            <ellipse cx="0" cy="0" rx="14" ry="6" fill="hsl(45 95% 58%)" stroke="hsl(40 80% 40%)" />
          </g>
        )
      })}
    </svg>
  )
}
