// /profile/verification (spec 1 §2): the verified state, uploading a document and the documents'
// review status.
import * as api from '@croupier/contract/api.generated'
import { useLoaderData } from 'react-router'
import layout from '../features/profile/components/profile-layout.module.css'
import { playerGet, profileRouteContext } from '../features/profile/profile-route.server'
import { DocumentsCard } from '../features/verification/components/documents-card'
import { UploadCard } from '../features/verification/components/upload-card'
import { VerificationStatus } from '../features/verification/components/verification-status'
import { pageMeta } from '../lib/meta'
import { useTranslation } from '../lib/translate'
import { TabHeading } from '../ui/card'
import type { Route } from './+types/profile-verification'

export async function loader({ request, context }: Route.LoaderArgs) {
  const profile = await profileRouteContext(request, context, 'verification')
  const documents = await playerGet(request, api.getDocuments)
  return { meta: profile?.meta, documents: documents?.documents ?? null }
}

export const meta: Route.MetaFunction = ({ data, matches }) => pageMeta(data?.meta, matches)

export default function ProfileVerification() {
  const { t } = useTranslation()
  const { documents } = useLoaderData<typeof loader>()
  const pending = (documents ?? []).some((document) => document.status === 'pending')
  return (
    <>
      <TabHeading title={t('profile.tabs.verification')} lead={t('profile.verification.lead')} />
      <VerificationStatus pending={pending} />
      <div className={layout.grid}>
        <UploadCard />
        <DocumentsCard documents={documents} />
      </div>
    </>
  )
}
