import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/ui/Modal';
import { EditButton } from '../CardIconButton';
import { DeleteButton } from '../DeleteButton';

interface MediaCardProps {
  title: string;
  onDelete: () => Promise<unknown>;
  /** The spec's delete toasts. */
  messages: { success: string; failure: string };
  /** The title of the edit modal and the form inside it, prefilled; `close` is called once saved. */
  edit: { title: string; form: (close: () => void) => ReactNode };
  children: ReactNode;
}

/** One sound, video or image of a list tab: its title with the edit and delete buttons, then the media. */
export function MediaCard({ title, onDelete, messages, edit, children }: MediaCardProps) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words pt-2 font-semibold text-lg">{title}</h3>
        <div className="flex shrink-0">
          <EditButton label={t('list.edit', { name: title })} onClick={() => setEditing(true)} />
          <DeleteButton name={title} onDelete={onDelete} messages={messages} />
        </div>
      </div>
      <Modal open={editing} onClose={close} title={edit.title}>
        {editing && edit.form(close)}
      </Modal>
      {children}
    </li>
  );
}
