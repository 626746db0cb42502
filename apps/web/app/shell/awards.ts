// Industry awards shown in the footer carousel (spec 2 §3 "Award"). The reference brand ships these
// as sample brand content; an operator replaces them in its brand config.
export interface Award {
  name: string
  nomination: string
  prize: string
  year: number
  imgUrl?: string
}

export const BRAND_AWARDS: readonly Award[] = [
  { name: 'iGaming Stars', nomination: 'Best Casino Experience', prize: 'Winner', year: 2025 },
  { name: 'Player Choice Awards', nomination: 'Best Mobile Casino', prize: 'Winner', year: 2025 },
  { name: 'Casino Review Awards', nomination: 'Fastest Payouts', prize: 'Shortlisted', year: 2024 },
  { name: 'iGaming Stars', nomination: 'Best Live Casino', prize: 'Highly Commended', year: 2024 },
  { name: 'Affiliate Summit', nomination: 'Best Casino Brand', prize: 'Winner', year: 2023 },
]
