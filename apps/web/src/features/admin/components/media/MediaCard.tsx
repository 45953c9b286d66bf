import type { ReactNode } from 'react';
import { DeleteButton } from '../DeleteButton';
import { EditAction, type EditActionProps } from '../EditAction';

interface MediaCardProps {
  title: string;
  onDelete: () => Promise<unknown>;
  /** The spec's delete toasts. */
  messages: { success: string; failure: string };
  edit: EditActionProps['edit'];
  children: ReactNode;
}

/** One sound, video or image of a list tab: its title with the edit and delete buttons, then the media. */
export function MediaCard({ title, onDelete, messages, edit, children }: MediaCardProps) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words pt-2 font-semibold text-lg">{title}</h3>
        <div className="flex shrink-0">
          <EditAction name={title} edit={edit} />
          <DeleteButton name={title} onDelete={onDelete} messages={messages} />
        </div>
      </div>
      {children}
    </li>
  );
}
