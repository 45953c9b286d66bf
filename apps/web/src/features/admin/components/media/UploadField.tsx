import type { UseMutationResult } from '@tanstack/react-query';
import { limits, type MediaKind, uploadFormats } from '@tp/contract/constants';
import { type ChangeEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '#web/lib/api-client';
import { Field } from '#web/ui/Field';
import { Spinner } from '#web/ui/Spinner';
import { useServerReason } from '../forms/server-reason';

interface UploadFieldProps {
  label: string;
  /** What the file must be: the picker offers, and the hint lists, the formats the server takes. */
  kind: MediaKind;
  /** The endpoint's upload, resolving to the stored file's URL. */
  upload: UseMutationResult<string, Error, File>;
  /** The spec's lines; `offline` replaces `failure` when the request got no answer. */
  messages: { tooLarge: string; success: string; failure: string; offline?: string };
  /** The stored file's URL, and the file chosen (whose name may title it). */
  onUploaded: (url: string, file: File) => void;
  /** Focus the file input once shown (a fresh flow after a save). */
  focus?: boolean;
  /** An edit: the file is optional, the current one staying unless another is chosen. */
  keepsCurrent?: boolean;
}

/** The picker's filter, by extension: the formats the server takes (a JPEG may end in either). */
const accepted = (kind: MediaKind) =>
  uploadFormats[kind].flatMap((format) => (format === 'jpg' ? ['.jpg', '.jpeg'] : [`.${format}`])).join(',');

type Status = { tone: 'busy' | 'success' | 'error'; text: string } | null;

const tones = {
  busy: 'text-muted',
  // The theme guarantees contrast for the pair, not for the feedback colour on the surface.
  success: 'self-start rounded-md bg-correct px-2 py-1 text-correct-fg',
  error: 'text-error',
} as const;

/**
 * The first step of every upload flow (spec §4): choosing a file uploads it at once, unless it is
 * over the size limit, and says how it went; the caller gets the stored file's URL.
 */
export function UploadField({
  label,
  kind,
  upload,
  messages,
  onUploaded,
  focus = false,
  keepsCurrent = false,
}: UploadFieldProps) {
  const { t, i18n } = useTranslation(['adminMedia', 'admin', 'dashboard']);
  const serverReason = useServerReason();
  const id = useId();
  const formats = new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format(
    uploadFormats[kind].map((format) => format.toUpperCase()),
  );
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState(false);

  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    upload.reset();
    setTooLarge(false);
    if (!file) return;
    if (file.size > limits.uploadMaxBytes) {
      setTooLarge(true);
      // Cleared, so that choosing the same file again is a change too.
      event.target.value = '';
      return;
    }
    upload.mutate(file, { onSuccess: (url) => onUploaded(url, file) });
  }

  function failure(error: Error): string {
    if (error instanceof ApiError && error.status === 415)
      return t('dashboard:upload.unsupported', { formats });
    if (error instanceof ApiError && error.status === 413) return messages.tooLarge;
    if (error instanceof NetworkError && messages.offline) return messages.offline;
    return serverReason(error) ?? messages.failure;
  }

  const status: Status = tooLarge
    ? { tone: 'error', text: messages.tooLarge }
    : upload.isPending
      ? { tone: 'busy', text: t('admin:form.uploading') }
      : upload.isSuccess
        ? { tone: 'success', text: messages.success }
        : upload.isError
          ? { tone: 'error', text: failure(upload.error) }
          : null;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accepted(kind)}
        onChange={choose}
        aria-invalid={status?.tone === 'error' ? true : undefined}
        aria-describedby={status ? `${id}-hint ${id}-status` : `${id}-hint`}
        className="w-full min-w-0 rounded-lg border border-border bg-surface p-2 text-fg file:me-3 file:min-h-9 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:font-semibold file:text-secondary-fg aria-invalid:border-error"
      />
      <p id={`${id}-hint`} className="text-muted text-sm">
        {t('dashboard:upload.hint', { formats, megabytes: limits.uploadMaxBytes / (1024 * 1024) })}
        {keepsCurrent && ` ${t('adminMedia:upload.keepHint')}`}
      </p>
      {/* Always present, so that screen readers announce each change of status. */}
      <p
        id={`${id}-status`}
        role="status"
        className={`flex items-center gap-2 text-sm ${status ? tones[status.tone] : ''}`}
      >
        {status?.tone === 'busy' && <Spinner size="sm" decorative />}
        {status?.text}
      </p>
    </div>
  );
}

/** The stored file's URL, to read or copy, and a way to see or hear the file before saving. */
export function UploadedFile({ url, children }: { url: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-3">
      <Field label={t('form.fileUrl')} value={url} readOnly dir="ltr" />
      {children}
    </div>
  );
}
