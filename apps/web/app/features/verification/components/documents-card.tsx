// The player's documents with their review status (pending, approved, rejected), newest first.
import type { PlayerDocument } from '@croupier/contract/player/get-documents'
import { htmlLang } from '@croupier/rules/locale'
import { useShellContext } from '../../../lib/shell-context'
import { useTranslation } from '../../../lib/translate'
import { Badge, Card, EmptyState } from '../../../ui/card'
import { Icon } from '../../../ui/icon'
import { LocalTime } from '../../../ui/local-time'
import { formatFileSize, statusTone } from '../model/document-file'
import styles from './verification.module.css'

export function DocumentsCard({ documents }: { documents: PlayerDocument[] | null }) {
  const { t } = useTranslation()
  const { locale } = useShellContext()
  const lang = htmlLang(locale)
  return (
    <Card id="documents" icon="file" title={t('profile.verification.documentsTitle')}>
      {documents === null ? (
        <EmptyState icon="file" title={t('profile.verification.unavailable')} />
      ) : documents.length === 0 ? (
        <EmptyState icon="file" title={t('profile.verification.emptyTitle')}>
          {t('profile.verification.emptyText')}
        </EmptyState>
      ) : (
        <ul className={styles.documents}>
          {documents.map((document) => (
            <li key={document.id} className={styles.document}>
              <span className={styles.documentIcon} aria-hidden="true">
                <Icon name="file" size={20} />
              </span>
              <div className={styles.documentText}>
                <p className={styles.documentKind}>{t(`profile.verification.kinds.${document.kind}`)}</p>
                <p className={styles.documentMeta}>
                  <span className={styles.documentName}>{document.file_name}</span>
                  <span>{formatFileSize(document.size, lang)}</span>
                  <LocalTime iso={document.created_at} locale={locale} style="date" />
                </p>
              </div>
              <Badge tone={statusTone(document.status)}>
                {t(`profile.verification.status.${document.status}`)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
