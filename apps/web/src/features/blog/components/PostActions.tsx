import type { Post } from '@tp/contract/site';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Modal } from '#web/ui/Modal';
import { useToast } from '#web/ui/Toast';
import { useDeletePost } from '../api/edit-post';
import { PostForm } from './PostForm';

/** An admin's Edit and Delete for one post: the post's form in a modal, and a confirmation. */
export function PostActions({ post }: { post: Post }) {
  const { t } = useTranslation('site');
  const toast = useToast();
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const closeEdit = () => setEditing(false);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(post._id);
      toast.show(t('postEdit.deleted'), 'success');
    } catch {
      toast.show(t('postEdit.deleteFailed'), 'error');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        aria-label={t('postEdit.editLabel', { title: post.title })}
        onClick={() => setEditing(true)}
      >
        {t('postEdit.edit')}
      </Button>
      <Button
        variant="danger"
        aria-label={t('postEdit.deleteLabel', { title: post.title })}
        onClick={() => setDeleting(true)}
      >
        {t('postEdit.delete')}
      </Button>
      <Modal open={editing} onClose={closeEdit} title={t('postEdit.title')}>
        {editing && <PostForm post={post} onSaved={closeEdit} />}
      </Modal>
      <ConfirmDialog
        kind="delete"
        name={post.title}
        open={deleting}
        busy={remove.isPending}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
