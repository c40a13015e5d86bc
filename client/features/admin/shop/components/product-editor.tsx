import { format } from 'date-fns';
import { type FormEvent, useId, useState } from 'react';
import type { AdminProduct } from '@shared/api/shop';
import { PRODUCT_CATEGORY_LABELS, productCategories, type ProductCategory } from '@shared/shop';
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

const CATEGORY_OPTIONS = productCategories.map((category) => ({ value: category, label: PRODUCT_CATEGORY_LABELS[category] }));

const LEAVE_TEXTS = { title: 'Leave without saving?', description: 'Your changes to this product have not been saved and will be lost.', confirmLabel: 'Leave without saving' };
const deleteTexts = (product: AdminProduct) => ({
  title: 'Delete this product?',
  description: `“${product.name}”, its variants and photos will be deleted. A product that has been ordered cannot be deleted: set it to draft instead.`,
  confirmLabel: 'Delete product',
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
    const result = productBody(values);
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
  const title = live ? `Edit “${live.name}”` : 'New product';

  return (
    <SidePanel
      title={title}
      closeLabel="Close the editor"
      onClose={close}
      unsaved={dirty && !remove.isSuccess}
      description={
        live ? (
          <span className="flex flex-wrap items-center gap-2">
            <ProductStatusBadge status={live.status} />
            <span>{live.soldCount} sold</span>
            <span>
              Last saved <time dateTime={live.updatedAt}>{format(new Date(live.updatedAt), 'MMM d, yyyy h:mm a')}</time>
            </span>
          </span>
        ) : (
          'Its details, variants and stock; photos can be added once it is saved.'
        )
      }
    >
      <form method="post" noValidate onSubmit={save} aria-label={title} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-6 sm:px-6">
          <PanelSection id={`${id}-details`} title="Details">
            <TextField label="Name" maxLength={LIMITS.name} autoComplete="off" {...text('name')} />
            <TextField
              label="Slug"
              hint={`The product's address: /shop/products/${address || '…'}. Lower-case letters, digits and hyphens; ${
                live ? 'a new address breaks links to the old one.' : 'left empty, it is made from the name.'
              }`}
              maxLength={LIMITS.slug}
              autoComplete="off"
              spellCheck={false}
              {...text('slug')}
            />
            <SelectField label="Category" options={CATEGORY_OPTIONS} emptyLabel={null} value={values.category} onChange={(event) => set('category', event.target.value as ProductCategory)} />
            <TextAreaField label="Summary" hint="One or two sentences for the shop's list." rows={2} maxLength={LIMITS.summary} {...text('summary')} />
            <TextAreaField
              label="Description"
              hint="Shown on the product's page. Markdown: **bold**, *italic*, lists starting with “- ”, and links."
              rows={8}
              maxLength={LIMITS.description}
              {...text('description')}
            />
          </PanelSection>

          <PanelSection id={`${id}-selling`} title="How it is sold">
            <CheckboxField label="Published" hint="Shown in the shop. A draft is seen by administrators only." checked={values.published} onChange={(event) => set('published', event.target.checked)} />
            <CheckboxField
              label="Sold in pairs"
              hint="Shoes and boots sold as a left and a right together; buddies can share a pair."
              checked={values.soldInPairs}
              onChange={(event) => set('soldInPairs', event.target.checked)}
            />
            <CheckboxField
              label="Allow mismatched sizes"
              hint={values.soldInPairs ? 'Members may buy a left and a right of different sizes in one pair, for feet that differ.' : 'Only for products sold in pairs.'}
              checked={values.soldInPairs && values.allowMismatched}
              disabled={!values.soldInPairs}
              onChange={(event) => set('allowMismatched', event.target.checked)}
            />
          </PanelSection>

          <PanelSection id={`${id}-variants-title`} title="Variants, prices and stock">
            <p className="text-sm text-slate-700">
              Each size, width or side has its own SKU, price and stock. A removed variant that was ordered, or is in a cart, is kept for those orders and hidden from customers.
            </p>
            <VariantsField idPrefix={id} rows={values.variants} onChange={(rows) => set('variants', rows)} errors={errors.rows} error={errors.variants} />
          </PanelSection>

          <PanelSection id={`${id}-photos`} title="Photos">
            {live ? <PhotosField product={live} /> : <p className="text-sm text-slate-700">Save the product first; then add its photos here.</p>}
          </PanelSection>

          <PanelSection id={`${id}-articles`} title="Related articles">
            <TextField
              label="Articles"
              hint="Up to 6 published articles' addresses (the part after /resources/), separated by commas. Shown on the product's page."
              autoComplete="off"
              spellCheck={false}
              placeholder="first-week-of-bracing, boots-and-bar-basics"
              {...text('related')}
            />
          </PanelSection>
          <FormError error={live ? update.error : create.error} fallback="Could not save the product. Please try again." />
        </div>

        <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {live ? 'Save changes' : 'Add product'}
            </Button>
            {live ? (
              <Button type="button" variant="outline" disabled={saving} onClick={() => setConfirm('delete')} className="border-red-200 text-red-700 hover:bg-red-50">
                Delete
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-slate-700 sm:ml-auto" role="status">
            {saving ? 'Saving…' : dirty ? 'Unsaved changes' : live ? 'All changes saved' : ''}
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
        {...(confirm === 'delete' && live ? deleteTexts(live) : LEAVE_TEXTS)}
      />
    </SidePanel>
  );
}

type Props = Omit<FormProps, 'live'> & { id: string | null };

/** A product in a side panel (`/admin/products?edit=<id>`, or `?edit=new`): details, how it is sold, variants with price and stock, photos, articles. */
export function ProductEditor({ id, ...props }: Props) {
  const product = useAdminProduct(id);
  if (id === null) return <ProductForm key="new" live={null} {...props} />;
  if (product.data) return <ProductForm key={id} live={product.data} {...props} />;
  return (
    <PanelLoading
      query={product}
      closeLabel="Close the editor"
      onClose={props.onClose}
      titles={{ loading: 'Edit product', missing: 'Product not found', failed: 'Could not load the product' }}
      descriptions={{ loading: 'Loading the product…', missing: 'There is no such product. It may have been deleted.' }}
    />
  );
}
