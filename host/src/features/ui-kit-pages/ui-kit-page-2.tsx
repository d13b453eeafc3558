import { useState } from 'react';
import {
  Button,
  Card,
  Checkbox,
  EmptyState,
  FormField,
  Modal,
  Pagination,
  Select,
  Skeleton,
  Spinner,
  Switch,
  Tag,
  TONES,
} from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { KitRow, KitSection } from './kit-section';
import styles from './ui-kit-pages.module.css';
import { useUiKitMessages } from './use-ui-kit-messages';

export interface UiKitPage2Props {
  /** The first UI-kit page in the current locale. */
  otherPageHref: string;
}

const CITIES = ['moscow', 'london', 'berlin'] as const;
const PAGE_COUNT = 12;

/** `/Test2`: select, checkbox, switch, tags, card, modal, pagination, skeleton, empty states. */
export function UiKitPage2({ otherPageHref }: UiKitPage2Props) {
  useUiKitMessages();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'uiKit' });
  useDocumentTitle(t('pageTitle', { brand: BRAND_NAME }));
  const [city, setCity] = useState('');
  const [relocation, setRelocation] = useState(true);
  const [terms, setTerms] = useState(false);
  const [remote, setRemote] = useState(true);
  const [notifications, setNotifications] = useState(false);
  const [tagShown, setTagShown] = useState(true);
  const [modalOpen, setModalOpen] = useState(false);
  const [page, setPage] = useState(3);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('lead')}</p>
        <Link to={otherPageHref}>← {t('firstPage')}</Link>
      </header>

      <KitSection title={t('sections.controls')}>
        <div className={styles.fields}>
          <FormField label={t('fields.city')} valid={city !== ''} error={city === '' ? t('fields.cityPlaceholder') : undefined}>
            <Select
              value={city}
              placeholder={t('fields.cityPlaceholder')}
              options={CITIES.map((value) => ({ value, label: t(`controls.cities.${value}`) }))}
              onChange={(event) => setCity(event.target.value)}
            />
          </FormField>
          <Checkbox
            label={t('controls.relocation')}
            description={t('controls.relocationHint')}
            checked={relocation}
            onChange={(event) => setRelocation(event.target.checked)}
          />
          <Checkbox
            label={t('controls.terms')}
            description={terms ? undefined : t('controls.termsError')}
            invalid={!terms}
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <Switch label={t('controls.remote')} checked={remote} onChange={setRemote} />
          <Switch label={t('controls.notifications')} checked={notifications} onChange={setNotifications} />
        </div>
      </KitSection>

      <KitSection title={t('sections.tags')}>
        <KitRow>
          {TONES.map((tone) => (
            <Tag key={tone} tone={tone}>
              {t(`tags.${tone}`)}
            </Tag>
          ))}
          {tagShown && (
            <Tag tone="info" onRemove={() => setTagShown(false)}>
              {t('tags.removable')}
            </Tag>
          )}
        </KitRow>
      </KitSection>

      <KitSection title={t('sections.cards')}>
        <Card
          title={t('card.title')}
          headingLevel={3}
          actions={<Button variant="primary">{t('card.action')}</Button>}
          footer={t('card.footer')}
          as="article"
        >
          {t('card.body')}
        </Card>
      </KitSection>

      <KitSection title={t('sections.modal')}>
        <Button variant="secondary" onClick={() => setModalOpen(true)}>
          {t('modal.open')}
        </Button>
        <Modal
          open={modalOpen}
          onClose={() => setModalOpen(false)}
          title={t('modal.title')}
          footer={
            <>
              <Button variant="ghost" onClick={() => setModalOpen(false)}>
                {t('modal.cancel')}
              </Button>
              <Button variant="danger" onClick={() => setModalOpen(false)}>
                {t('modal.confirm')}
              </Button>
            </>
          }
        >
          <p>{t('modal.body')}</p>
        </Modal>
      </KitSection>

      <KitSection title={t('sections.pagination')}>
        <p>{t('pagination.current', { page, count: PAGE_COUNT })}</p>
        <Pagination page={page} pageCount={PAGE_COUNT} onChange={setPage} label={t('pagination.label')} />
      </KitSection>

      <KitSection title={t('sections.skeleton')}>
        <div className={styles.fields}>
          <Skeleton lines={3} label={t('skeleton.label')} />
          <Spinner label={t('skeleton.spinner')} />
        </div>
      </KitSection>

      <KitSection title={t('sections.empty')}>
        <div className={styles.fields}>
          <EmptyState title={t('empty.title')} text={t('empty.text')} action={<Button>{t('empty.action')}</Button>} headingLevel={3} />
          <EmptyState
            variant="error"
            title={t('empty.errorTitle')}
            text={t('empty.errorText')}
            action={<Button variant="primary">{t('empty.retry')}</Button>}
            headingLevel={3}
          />
        </div>
      </KitSection>
    </div>
  );
}
