import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '#web/ui/Modal';
import { EditButton } from './CardIconButton';

export interface EditActionProps {
  /** What is edited, as the button's label names it. */
  name: string;
  /** The title of the edit modal and the form inside it, prefilled; `close` is called once saved. */
  edit: { title: string; form: (close: () => void) => ReactNode };
}

/** The pencil of a dashboard card and the modal it opens on the record's form. */
export function EditAction({ name, edit }: EditActionProps) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);
  return (
    <>
      <EditButton label={t('list.edit', { name })} onClick={() => setEditing(true)} />
      <Modal open={editing} onClose={close} title={edit.title}>
        {editing && edit.form(close)}
      </Modal>
    </>
  );
}
