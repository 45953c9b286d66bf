import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { useToast } from '#web/ui/Toast';
import { CardIconButton } from './CardIconButton';

interface DeleteButtonProps {
  /** What is deleted, as the button's label and the confirmation name it. */
  name: string;
  onDelete: () => Promise<unknown>;
  /**
   * The spec's toasts, e.g. 'Video deleted successfully.' and 'Failed to delete video.', and what
   * follows the failure when the server refuses with 409 `conflict`.
   */
  messages: { success: string; failure: string; conflict?: string };
}

/**
 * The bin icon of a dashboard card: asks (Cancel / Delete), deletes, and says how it went. When
 * levels still use the item, the toast names them; when only a sound does (an image that is a
 * sound's picture), it says so.
 */
export function DeleteButton({ name, onDelete, messages }: DeleteButtonProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  /** Why the server refused, as the toast says after the failure. */
  function refusal(error: unknown): string | undefined {
    if (!(error instanceof ApiError)) return undefined;
    if (error.code === 'conflict') return messages.conflict;
    if (error.code !== 'in_use') return undefined;
    const levels = error.levels ?? [];
    // In use but by no level: an image that a sound outside the levels shows.
    return levels.length ? t('list.inUse', { levels: levels.join(', ') }) : t('list.inUseBySound');
  }

  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
      toast.show(messages.success, 'success');
    } catch (error) {
      const reason = refusal(error);
      toast.show(reason ? `${messages.failure} ${reason}` : messages.failure, 'error');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <>
      <CardIconButton
        label={t('list.delete', { name })}
        onClick={() => setAsking(true)}
        icon="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
        tone="text-incorrect-fg hover:bg-incorrect"
      />
      <ConfirmDialog
        kind="delete"
        name={name}
        open={asking}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
