import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResendVerification } from '#web/features/auth/api/resend-verification';
import { ApiError } from '#web/lib/api-client';
import { Button } from '#web/ui/Button';
import { Modal } from '#web/ui/Modal';
import { useToast } from '#web/ui/Toast';

/**
 * The unverified-account strip and its "send verification email" modal (spec §2, §8): loaded only
 * for an account that needs it, off a visitor's first screen.
 */
export default function VerifyNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const resend = useResendVerification();

  const send = async () => {
    try {
      const { success } = await resend.mutateAsync(email);
      toast.show(success ? t('verifyEmail.sent') : t('verifyEmail.failed'), success ? 'success' : 'error');
    } catch (error) {
      // An answered error still means the send failed; only no answer at all is "an error sending".
      toast.show(error instanceof ApiError ? t('verifyEmail.failed') : t('verifyEmail.error'), 'error');
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block w-full bg-incorrect px-4 py-2 text-center text-incorrect-fg text-sm underline"
      >
        {t('header.verifyNotice')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('verifyEmail.title')}
        footer={
          <Button onClick={send} loading={resend.isPending}>
            {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.send')}
          </Button>
        }
      >
        <p className="mb-2">{t('verifyEmail.checkEmail')}</p>
        <p className="break-all font-semibold">{email}</p>
      </Modal>
    </>
  );
}
