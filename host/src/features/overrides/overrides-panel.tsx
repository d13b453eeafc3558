import { useEffect, useState } from 'react';
import type { Locale, ReleasedVersions } from '@platform/contract';
import { Button, FormField, Modal, Select, Spinner, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './overrides.module.css';
import { versionLabel } from './version-label';

/** Per remote, the version chosen instead of the current one. */
export type OverrideChoice = Partial<Record<string, string>>;

export interface OverridesPanelProps {
  onClose: () => void;
  /** Reads `/releases.json` (each time the panel opens: a release made meanwhile shows). */
  loadVersions: () => Promise<ReleasedVersions>;
  /** The overrides the page runs with now. */
  chosen: OverrideChoice;
  /** Keeps the choice for the tab and loads the page again with it (an empty choice: the current versions). */
  onApply: (choice: OverrideChoice) => void;
  /** The shareable address of a choice (`…?remote-override=search@p1`). */
  linkFor: (choice: OverrideChoice) => string;
  locale: Locale;
}

type Versions = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; releases: ReleasedVersions };

/**
 * The operator's panel (a dialog): per remote, a select of its released versions, previews and a
 * running canary included, each named by what it is; applying reloads the page with the choice.
 */
export function OverridesPanel({ onClose, loadVersions, chosen, onApply, linkFor, locale }: OverridesPanelProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'overrides' });
  const translate = (key: string, values: Record<string, string | number> = {}) => t(key, values);
  const [versions, setVersions] = useState<Versions>({ status: 'loading' });
  const [choice, setChoice] = useState<OverrideChoice>(chosen);

  useEffect(() => {
    let live = true;
    loadVersions().then(
      (releases) => live && setVersions({ status: 'ready', releases }),
      (error: unknown) => live && setVersions({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [loadVersions]);

  const picked = Object.fromEntries(Object.entries(choice).filter(([, version]) => version));
  const remotes = versions.status === 'ready' ? Object.entries(versions.releases.remotes) : [];
  let body;
  if (versions.status === 'loading') {
    body = (
      <p className={styles.status} role="status">
        <Spinner size="small" /> {t('panel.loading')}
      </p>
    );
  } else if (versions.status === 'failed') {
    body = (
      <p className={styles.status} role="alert">
        {t('panel.failed', { reason: versions.reason })}
      </p>
    );
  } else if (remotes.length === 0) {
    body = <p className={styles.status}>{t('panel.none')}</p>;
  } else {
    body = remotes.map(([name, remote]) =>
      remote ? (
        <FormField key={name} label={t('panel.remote', { name })}>
          <Select
            value={choice[name] ?? ''}
            onChange={(event) => setChoice((previous) => ({ ...previous, [name]: event.target.value }))}
            options={[
              { value: '', label: t('panel.useCurrent', { version: remote.current }) },
              ...remote.versions.map((release) => ({ value: release.version, label: versionLabel(release, remote.current, translate, locale) })),
            ]}
          />
        </FormField>
      ) : null,
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('panel.title')}
      size="large"
      closeOnBackdrop={false}
      footer={
        <div className={styles.panelActions}>
          <Button variant="secondary" onClick={() => onApply({})}>
            {t('panel.resetAll')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('panel.cancel')}
          </Button>
          <Button variant="primary" disabled={versions.status !== 'ready'} onClick={() => onApply(picked)}>
            {t('panel.apply')}
          </Button>
        </div>
      }
    >
      <p className={styles.intro}>{t('panel.intro')}</p>
      <div className={styles.fields}>{body}</div>
      {Object.keys(picked).length > 0 && (
        <FormField label={t('panel.link')}>
          <TextInput readOnly value={linkFor(picked)} onFocus={(event) => event.currentTarget.select()} />
        </FormField>
      )}
    </Modal>
  );
}
