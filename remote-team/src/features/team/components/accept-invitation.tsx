import { useState } from 'react';
import { Button, Card, useApiErrorText, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { acceptInvitation } from '../api/team-calls';

export interface AcceptInvitationProps {
  token: string;
  /** Called after joining, to bring the shell's session and the page up to date. */
  onJoined: () => Promise<void>;
}

/** The banner of an invitation link (`/team?invitation=<token>`): join the inviting team. */
export function AcceptInvitation({ token, onJoined }: AcceptInvitationProps) {
  const { t } = useTranslation('team');
  const errorText = useApiErrorText('team');
  const { api, toast } = useMountProps();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { team } = await acceptInvitation(api, token);
      toast.show({ type: 'success', message: t('invitation.joined', { team: team.name }) });
      await onJoined();
    } catch (failure) {
      setError(errorText.message(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('invitation.title')}>
      <p>{t('invitation.text')}</p>
      {error !== null && <p role="alert">{error}</p>}
      <Button variant="primary" loading={busy} onClick={() => void accept()}>
        {t('invitation.accept')}
      </Button>
    </Card>
  );
}
