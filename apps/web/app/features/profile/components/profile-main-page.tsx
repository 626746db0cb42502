// The profile's main tab: personal data beside the wallets, promotions, language and sign-in times.
import type { PlayerFields } from '@croupier/contract/info/get-player-fields'
import { useTranslation } from '../../../lib/translate'
import { TabHeading } from '../../../ui/card'
import { AccountsCard } from './accounts-card'
import { LanguageCard } from './language-card'
import { PersonalDataForm } from './personal-data-form'
import layout from './profile-layout.module.css'
import { PromotionsCard } from './promotions-card'
import { SignInCard } from './sign-in-card'

export interface ProfileMainData {
  playerFields: PlayerFields | null
  /** Country choices, named in the page's language. */
  countries: { value: string; label: string }[]
  receivePromos: boolean | null
}

export function ProfileMainPage({ playerFields, countries, receivePromos }: ProfileMainData) {
  const { t } = useTranslation()
  return (
    <>
      <TabHeading title={t('profile.main.title')} lead={t('profile.main.lead')} />
      <div className={layout.grid}>
        <PersonalDataForm playerFields={playerFields} countries={countries} />
        <div className={layout.stack}>
          <AccountsCard />
          <PromotionsCard receivePromos={receivePromos} />
          <LanguageCard />
          <SignInCard />
        </div>
      </div>
    </>
  )
}
