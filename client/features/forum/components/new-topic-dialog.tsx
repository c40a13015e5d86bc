import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ForumCategory } from '@shared/api/forum';
import { FORUM_TITLE_MAX, FORUM_TOPIC_MAX } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useCreateTopic } from '../api';
import { tIn, useT } from '@client/lib/i18n';
import { forumMessages } from '../messages';

/** Spec section 5: lower case, drop what is not a word character or white space, white space runs become a hyphen. */
export function topicSlug(title: string) {
  return title.toLowerCase().replace(/[^\w\s]/g, '').replace(/\s+/g, '-');
}

/** The failure notice: the spec's words, or the server's when it says why (too many posts in an hour). */
export function failureNotice(error: unknown, spec: string) {
  const tooMany = error instanceof Error && error.message.startsWith('429');
  return { title: tIn(forumMessages)('common.error'), description: tooMany ? errorMessage(error) : spec, variant: 'destructive' as const };
}

/** Spec sections 2, 4 and 5: the 'New Topic' dialog (title, content, category). */
export function NewTopicDialog({ categories, defaultCategoryId }: { categories: ForumCategory[]; defaultCategoryId?: number }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [categoryId, setCategoryId] = useState(defaultCategoryId ? String(defaultCategoryId) : '');
  const create = useCreateTopic();
  const navigate = useNavigate();
  const t = useT(forumMessages);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!title.trim() || !content.trim() || !categoryId) {
      toast({ title: t('common.missingInfo'), description: t('common.fillRequired'), variant: 'destructive' });
      return;
    }
    create.mutate(
      { title: title.trim(), slug: topicSlug(title.trim()), content: content.trim(), categoryId: Number(categoryId) },
      {
        onSuccess: (topic) => {
          setOpen(false);
          setTitle('');
          setContent('');
          setCategoryId(defaultCategoryId ? String(defaultCategoryId) : '');
          toast({ title: t('new.created'), description: t('new.createdText') });
          // The server may have made the slug unique: follow the one it answered.
          void navigate(`/community/forum/${topic.slug}`);
        },
        onError: (error) => toast(failureNotice(error, t('new.failed'))),
      },
    );
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        // Opened from a category's page, the dialog starts in that category (known once categories loaded).
        if (next && !title && !content) setCategoryId(defaultCategoryId ? String(defaultCategoryId) : '');
        setOpen(next);
      }}
    >
      <Dialog.Trigger asChild>
        <Button>{t('new.button')}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus-visible:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('new.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            {t('new.description')}
          </Dialog.Description>
          <form method="post" noValidate onSubmit={submit} className="mt-4 space-y-4">
            <TextField label={t('common.title')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={FORUM_TITLE_MAX} placeholder={t('new.titlePlaceholder')} />
            <TextAreaField
              label={t('common.content')}
              rows={6}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={FORUM_TOPIC_MAX}
              placeholder={t('new.contentPlaceholder')}
              hint={t('common.markdownHint')}
            />
            <SelectField
              label={t('new.category')}
              emptyLabel={t('new.selectCategory')}
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            />
            <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={create.isPending}>
                  {t('common.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('new.creating') : t('new.create')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
