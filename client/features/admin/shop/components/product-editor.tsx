import { type FormEvent, useId, useState } from 'react';
import type { AdminProduct } from '@shared/api/shop';
import { productCategories, type ProductCategory } from '@shared/shop';
import { Button } from '@client/components/ui/button';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@client/components/ui/field';
import { FormError } from '@client/components/ui/form-dialog';
import { useAdminProduct, useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api';
import { comparable, emptyProduct, firstProblem, formValues, LIMITS, productBody, type ProductFormErrors, type ProductFormValues, rebased, slugFromName } from '../product-form';
import { createProductNotices, deleteProductNotices, updateProductNotices } from './notices';
import { PhotosField } from './photos-field';
import { PanelLoading, PanelSection, SidePanel } from './side-panel';
import { ProductStatusBadge } from './shop-badges';
import { VariantsField } from './variants-field';
import { DateTime } from '@client/components/date-time';
import { useT } from '@client/lib/i18n';
import { CATEGORY, type ShopAdminT } from '../labels';
import { shopAdminMessages } from '../messages';

const leaveTexts = (t: ShopAdminT) => ({ title: t('editor.leaveTitle'), description: t('editor.leaveText'), confirmLabel: t('editor.leaveConfirm') });
const deleteTexts = (product: AdminProduct, t: ShopAdminT) => ({
  title: t('editor.deleteTitle'),
  description: t('editor.deleteText', { name: product.name }),
  confirmLabel: t('editor.deleteConfirm'),
});

type FormProps = {
  /** The saved product, or null for a new one. */
  live: AdminProduct | null;
  onClose: () => void;
  /** A new product was saved: the editor continues with it (its photos). */
  onCreated: (id: string) => void;
  /** The product is gone: the focus goes back to the list's heading. */
  onDeleted: () => void;
};

/** The editor's form, started from the product as first loaded (or empty); photos are saved apart, at once. */
function ProductForm({ live, onClose, onCreated, onDeleted }: FormProps) {
  const id = useId();
  const t = useT(shopAdminMessages);
  const categoryOptions = productCategories.map((category) => ({ value: category, label: t(CATEGORY[category]) }));
  const [baseline, setBaseline] = useState<ProductFormValues>(() => (live ? formValues(live) : emptyProduct()));
  const [values, setValues] = useState<ProductFormValues>(baseline);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const create = useCreateProduct(createProductNotices);
  const update = useUpdateProduct(updateProductNotices);
  const remove = useDeleteProduct(deleteProductNotices);
  const saving = create.isPending || update.isPending;
  const dirty = comparable(values) !== comparable(baseline);

  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => setValues((previous) => ({ ...previous, [name]: value }));
  const text = (name: 'name' | 'slug' | 'summary' | 'description' | 'related') => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
  });

  const close = () => {
    if (dirty && !remove.isSuccess) setConfirm('leave');
    else onClose();
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const result = productBody(values, t);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = firstProblem(result.errors);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    if (!live) {
      create.mutate(result.body, { onSuccess: (created) => onCreated(created.id) });
      return;
    }
    const sentValues = values;
    const sent = comparable(sentValues);
    update.mutate(
      { id: live.id, body: result.body },
      {
        onSuccess: (saved) => {
          const next = formValues(saved);
          setBaseline(next);
          // Anything typed while the save was on its way is kept, and still counts as unsaved.
          setValues((current) => (comparable(current) === sent ? next : rebased(current, sentValues, next)));
        },
      },
    );
  };

  const address = values.slug.trim() || (live ? live.slug : slugFromName(values.name));
  const title = live ? t('editor.editTitle', { name: live.name }) : t('editor.newTitle');

  return (
    <SidePanel
      title={title}
      closeLabel={t('editor.close')}
      onClose={close}
      unsaved={dirty && !remove.isSuccess}
      description={
        live ? (
          <span className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={live.status} />
            <span>{t('editor.sold', { count: live.soldCount })}</span>
            <span>
              {t('editor.lastSaved')} <DateTime value={live.updatedAt} pattern="MMM d, yyyy h:mm a" />
            </span>
          </span>
        ) : (
          t('editor.newDescription')
        )
      }
    >
      <form method="post" noValidate onSubmit={save} aria-label={title} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
          <PanelSection id={`${id}-details`} title={t('editor.details')}>
            <TextField label={t('editor.name')} maxLength={LIMITS.name} autoComplete="off" {...text('name')} />
            <TextField
              label={t('editor.slug')}
              hint={t('editor.slugHint', { address: address || '…', live: live ? 'yes' : 'no' })}
              maxLength={LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              {...text('slug')}
            />
            <SelectField label={t('editor.category')} options={categoryOptions} emptyLabel={null} value={values.category} onChange={(event) => set('category', event.target.value as ProductCategory)} />
            <TextAreaField label={t('editor.summary')} hint={t('editor.summaryHint')} rows={2} maxLength={LIMITS.summary} {...text('summary')} />
            <TextAreaField
              label={t('editor.description')}
              hint={t('editor.descriptionHint')}
              rows={8}
              maxLength={LIMITS.description}
              {...text('description')}
            />
          </PanelSection>

          <PanelSection id={`${id}-selling`} title={t('editor.selling')}>
            <CheckboxField label={t('editor.published')} hint={t('editor.publishedHint')} checked={values.published} onChange={(event) => set('published', event.target.checked)} />
            <CheckboxField
              label={t('editor.pairs')}
              hint={t('editor.pairsHint')}
              checked={values.soldInPairs}
              onChange={(event) => set('soldInPairs', event.target.checked)}
            />
            <CheckboxField
              label={t('editor.mismatched')}
              hint={values.soldInPairs ? t('editor.mismatchedHint') : t('editor.mismatchedOff')}
              checked={values.soldInPairs && values.allowMismatched}
              disabled={!values.soldInPairs}
              onChange={(event) => set('allowMismatched', event.target.checked)}
            />
          </PanelSection>

          <PanelSection id={`${id}-variants-title`} title={t('editor.variants')}>
            <p className="text-sm text-slate-700">{t('editor.variantsIntro')}</p>
            <VariantsField idPrefix={id} rows={values.variants} onChange={(rows) => set('variants', rows)} errors={errors.rows} error={errors.variants} />
          </PanelSection>

          <PanelSection id={`${id}-photos`} title={t('editor.photos')}>
            {live ? <PhotosField product={live} /> : <p className="text-sm text-slate-700">{t('editor.photosLater')}</p>}
          </PanelSection>

          <PanelSection id={`${id}-articles`} title={t('editor.articles')}>
            <TextField
              label={t('editor.articlesLabel')}
              hint={t('editor.articlesHint')}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('editor.articlesPlaceholder')}
              {...text('related')}
            />
          </PanelSection>
          <FormError error={live ? update.error : create.error} fallback={t('editor.saveFailed')} />
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {live ? t('editor.save') : t('editor.add')}
            </Button>
            {live ? (
              <Button type="button" variant="outline" disabled={saving} onClick={() => setConfirm('delete')} className="border-red-200 text-red-700 hover:bg-red-50">
                {t('delete')}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-slate-700 sm:ml-auto" role="status">
            {saving ? t('saving') : dirty ? t('editor.unsaved') : live ? t('editor.allSaved') : ''}
          </p>
        </div>
      </form>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        pending={remove.isPending}
        onConfirm={() => {
          if (confirm === 'delete' && live) remove.mutate({ product: live }, { onSuccess: onDeleted, onSettled: () => setConfirm(null) });
          else {
            setConfirm(null);
            onClose();
          }
        }}
        {...(confirm === 'delete' && live ? deleteTexts(live, t) : leaveTexts(t))}
      />
    </SidePanel>
  );
}

type Props = Omit<FormProps, 'live'> & { id: string | null };

/** A product in a side panel (`/admin/products?edit=<id>`, or `?edit=new`): details, how it is sold, variants with price and stock, photos, articles. */
export function ProductEditor({ id, ...props }: Props) {
  const product = useAdminProduct(id);
  const t = useT(shopAdminMessages);
  if (id === null) return <ProductForm key="new" live={null} {...props} />;
  if (product.data) return <ProductForm key={id} live={product.data} {...props} />;
  return (
    <PanelLoading
      query={product}
      closeLabel={t('editor.close')}
      onClose={props.onClose}
      titles={{ loading: t('editor.loadTitle'), missing: t('editor.notFound'), failed: t('editor.loadError') }}
      descriptions={{ loading: t('editor.loading'), missing: t('editor.missing') }}
    />
  );
}
