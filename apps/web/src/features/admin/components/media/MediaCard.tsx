import type { ReactNode } from 'react';
import { DeleteButton } from '../DeleteButton';

interface MediaCardProps {
  title: string;
  onDelete: () => Promise<unknown>;
  /** The spec's delete toasts. */
  messages: { success: string; failure: string };
  children: ReactNode;
}

/** One sound, video or image of a list tab: its title with the delete button, then the media. */
export function MediaCard({ title, onDelete, messages, children }: MediaCardProps) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words pt-2 font-semibold text-lg">{title}</h3>
        <DeleteButton name={title} onDelete={onDelete} messages={messages} />
      </div>
      {children}
    </li>
  );
}
