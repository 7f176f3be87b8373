import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_CATEGORY_COLOR, LIMITS } from '../../../../shared/constants';
import { createCategoryBody, slugify, updateCategoryBody } from '../../../../shared/contracts/categories';
import type { Category } from '../../../../shared/contracts/forum';
import { Alert } from '../../../ui/alert';
import { TextField } from '../../../ui/text-field';

export interface CategoryDraft {
  name: string;
  slug: string;
  description: string;
  icon: string;
  color: string;
  order_index: string;
}

const EMPTY: CategoryDraft = {
  name: '',
  slug: '',
  description: '',
  icon: '',
  color: DEFAULT_CATEGORY_COLOR,
  order_index: '0',
};

function draftOf(category: Category | null): CategoryDraft {
  if (!category) return EMPTY;
  return {
    name: category.name,
    slug: category.slug,
    description: category.description,
    icon: category.icon,
    color: category.color || DEFAULT_CATEGORY_COLOR,
    order_index: String(category.order_index),
  };
}

/** docs/product.md#validation: as typed, the slug keeps lowercase letters, digits and dashes; anything else becomes a dash. */
export function forceSlug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

/**
 * Create and edit in one form (docs/product.md#pages); Cancel resets it. Checked with the same zod schema the
 * server uses, so the first problem is named before anything is sent.
 */
export function CategoryForm({
  editing,
  busy,
  onSave,
  onCancel,
}: {
  editing: Category | null;
  busy: boolean;
  onSave(draft: CategoryDraft): Promise<boolean>;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<CategoryDraft>(() => draftOf(editing));
  const [slugTouched, setSlugTouched] = useState(editing !== null);
  const [problem, setProblem] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const descriptionId = useId();
  const colorId = useId();

  useEffect(() => {
    setDraft(draftOf(editing));
    setSlugTouched(editing !== null);
    setProblem('');
    if (editing) heading.current?.focus();
  }, [editing]);

  const set = (key: keyof CategoryDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function changeName(name: string) {
    // A new category's slug follows its name until the admin types a slug of their own.
    setDraft((d) => ({ ...d, name, slug: slugTouched ? d.slug : slugify(name) }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...draft, order_index: draft.order_index.trim() };
    const parsed = editing ? updateCategoryBody.safeParse(body) : createCategoryBody.safeParse(body);
    if (!parsed.success || !draft.name.trim()) {
      setProblem(parsed.error?.issues[0]?.message ?? 'Name is required');
      return;
    }
    setProblem('');
    const saved = await onSave(body);
    if (saved && !editing) {
      setDraft(EMPTY);
      setSlugTouched(false);
    }
  }

  function cancel() {
    setDraft(draftOf(null));
    setSlugTouched(false);
    setProblem('');
    onCancel();
  }

  return (
    <form className="card category-form" onSubmit={submit} noValidate aria-labelledby="category-form-heading">
      <h3 id="category-form-heading" ref={heading} tabIndex={-1}>
        {editing ? `Edit Category: ${editing.name}` : 'Create Category'}
      </h3>
      <div className="form-grid">
        <TextField
          label="Name"
          value={draft.name}
          onChange={changeName}
          maxLength={LIMITS.categoryNameMax}
          required
        />
        <TextField
          label="Slug"
          value={draft.slug}
          onChange={(v) => {
            setSlugTouched(true);
            set('slug')(forceSlug(v));
          }}
          maxLength={LIMITS.categorySlugMax}
          required
          hint="Lowercase letters, digits and dashes; used in /category/slug"
        />
        <TextField
          label="Icon"
          value={draft.icon}
          onChange={set('icon')}
          maxLength={50}
          hint="An icon name, e.g. oil, scroll, map"
        />
        <div className="field">
          <label htmlFor={colorId}>Color</label>
          <div className="color-row">
            <input
              id={colorId}
              type="color"
              value={draft.color}
              onChange={(e) => set('color')(e.target.value)}
            />
            <code>{draft.color.toUpperCase()}</code>
          </div>
        </div>
        <TextField
          label="Order index"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={draft.order_index}
          onChange={set('order_index')}
        />
      </div>
      <div className="field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          value={draft.description}
          maxLength={LIMITS.categoryDescriptionMax}
          onChange={(e) => set('description')(e.target.value)}
        />
      </div>
      {problem && <Alert kind="error">{problem}</Alert>}
      <div className="row">
        <button type="submit" className="btn" disabled={busy}>
          {editing ? 'Update Category' : 'Create Category'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
