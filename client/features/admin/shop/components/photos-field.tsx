import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { AdminProduct, ProductImage } from '@shared/api/shop';
import { ARTICLE_IMAGE_MAX_BYTES } from '@shared/constants';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { inputClass, TextField } from '@client/components/ui/field';
import { useDeletePhoto, useDescribePhoto, useReorderPhotos, useUploadPhoto } from '../api';
import { deletePhotoNotices, describePhotoNotices, reorderPhotoNotices, uploadPhotoNotices } from './notices';
import { useLocale, useT } from '@client/lib/i18n';
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from '@shared/i18n/locales';
import type { ShopAdminT } from '../labels';
import { shopAdminMessages } from '../messages';

const ALT_MAX = 200;
const MAX_PHOTOS = 20;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a photo cannot be sent, or null (the server decides by the bytes and checks again). */
function photoProblem(file: File | null, t: ShopAdminT, locale: Locale) {
  if (!file) return t('photos.choose');
  if (!PHOTO_TYPES.includes(file.type)) return t('photos.type');
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) {
    const megabytes = file.size / (1024 * 1024);
    const size = locale === DEFAULT_LOCALE ? megabytes.toFixed(1) : new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes);
    return t('photos.tooBig', { size });
  }
  return null;
}

const altProblem = (alt: string, t: ShopAdminT) => (!alt.trim() ? t('photos.describe') : alt.trim().length > ALT_MAX ? t('photos.tooLong', { max: ALT_MAX }) : null);

/** One photo: its description (saved on its own), its place in the gallery and its removal. */
function Photo({ product, image, index, busy, onMove, onDelete }: { product: AdminProduct; image: ProductImage; index: number; busy: boolean; onMove: (by: -1 | 1) => void; onDelete: () => void }) {
  const [alt, setAlt] = useState(image.alt);
  const [error, setError] = useState<string | null>(null);
  const describe = useDescribePhoto(describePhotoNotices);
  const t = useT(shopAdminMessages);
  const count = product.images.length;
  const save = () => {
    const problem = altProblem(alt, t);
    setError(problem);
    if (!problem) describe.mutate({ id: product.id, imageId: image.id, alt: alt.trim() });
  };
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row" data-image-id={image.id}>
      <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" className="aspect-square w-28 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-contain" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-semibold text-slate-900">
          {t('photos.count', { number: index + 1, count })}
          {index === 0 ? <span className="font-normal text-slate-700">{t('photos.first')}</span> : null}
        </p>
        <TextField
          label={t('photos.description', { number: index + 1 })}
          hint={t('photos.descriptionHint')}
          maxLength={ALT_MAX}
          value={alt}
          error={error ?? undefined}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            // Enter saves this description, not the whole product form around it.
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={describe.isPending || alt.trim() === image.alt} onClick={save}>
            {describe.isPending ? t('saving') : t('photos.saveDescription')}
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label={t('photos.earlier', { number: index + 1 })} disabled={index === 0 || busy} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button type="button" variant="outline" size="icon" aria-label={t('photos.later', { number: index + 1 })} disabled={index === count - 1 || busy} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onDelete} className="text-red-700 hover:bg-red-50">
            <Trash2 aria-hidden="true" /> {t('delete')}<span className="sr-only">{t('photos.deleteHidden', { number: index + 1 })}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** Adds a photo: the file and its description together (the server re-encodes it). */
function AddPhoto({ product }: { product: AdminProduct }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const upload = useUploadPhoto(uploadPhotoNotices);
  const t = useT(shopAdminMessages);
  const locale = useLocale();
  const full = product.images.length >= MAX_PHOTOS;

  const submit = (event: Pick<FormEvent, 'preventDefault'>) => {
    event.preventDefault();
    const next = { file: photoProblem(file, t, locale) ?? undefined, alt: altProblem(alt, t) ?? undefined };
    setErrors(next);
    if (next.file) return fileInput.current?.focus();
    if (next.alt) return document.getElementById(`${id}-alt`)?.focus();
    upload.mutate(
      { id: product.id, file: file!, alt: alt.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setAlt('');
          if (fileInput.current) fileInput.current.value = '';
        },
      },
    );
  };

  if (full) return <p className="text-sm text-slate-700">{t('photos.full', { max: MAX_PHOTOS })}</p>;
  return (
    // A group inside the product's form (a form cannot hold another): its button sends the photo alone.
    <div role="group" aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4">
      <p id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('photos.add')}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-900">
          {t('photos.file')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={`${id}-file-hint${errors.file ? ` ${id}-file-error` : ''}`}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
        />
        <p id={`${id}-file-hint`} className="text-xs text-slate-700">
          {t('photos.fileHint')}
        </p>
        {errors.file ? (
          <p id={`${id}-file-error`} className="text-sm text-red-700">
            {errors.file}
          </p>
        ) : null}
      </div>
      <TextField
        id={`${id}-alt`}
        label={t('photos.alt')}
        hint={t('photos.altHint')}
        maxLength={ALT_MAX}
        value={alt}
        error={errors.alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit(event);
        }}
      />
      <Button type="button" size="sm" disabled={upload.isPending} onClick={submit}>
        <ImagePlus aria-hidden="true" /> {upload.isPending ? t('photos.uploading') : t('photos.upload')}
      </Button>
    </div>
  );
}

/** The product's photos in gallery order, each described; changes here are saved at once, apart from the form. */
export function PhotosField({ product }: { product: AdminProduct }) {
  const reorder = useReorderPhotos(reorderPhotoNotices);
  const remove = useDeletePhoto(deletePhotoNotices);
  const [deleting, setDeleting] = useState<{ image: ProductImage; index: number } | null>(null);
  const [moved, setMoved] = useState('');
  const t = useT(shopAdminMessages);
  const images = product.images;

  const move = (index: number, by: -1 | 1) => {
    const ordered = [...images];
    const [image] = ordered.splice(index, 1);
    ordered.splice(index + by, 0, image!);
    reorder.mutate({ id: product.id, imageIds: ordered.map((photo) => photo.id) }, { onSuccess: () => setMoved(t('photos.moved', { from: index + 1, to: index + by + 1 })) });
  };

  return (
    <div className="space-y-4">
      {images.length ? (
        <ol className="space-y-3">
          {images.map((image, index) => (
            <Photo
              key={image.id}
              product={product}
              image={image}
              index={index}
              busy={reorder.isPending || remove.isPending}
              onMove={(by) => move(index, by)}
              onDelete={() => setDeleting({ image, index })}
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">{t('photos.none')}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {moved}
      </p>
      <AddPhoto product={product} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        pending={remove.isPending}
        title={t('photos.deleteTitle')}
        description={deleting ? t('photos.deleteText', { number: deleting.index + 1, alt: deleting.image.alt }) : ''}
        confirmLabel={t('photos.deleteConfirm')}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate({ id: product.id, imageId: deleting.image.id }, { onSettled: () => setDeleting(null) });
        }}
      />
    </div>
  );
}
