import { useState } from 'react';
import type { Category } from '../../../../shared/contracts/forum';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { useDialogs } from '../../../ui/dialogs';
import { Loading } from '../../../ui/loading';
import { categoryRequests, useAllCategories } from './admin-api';
import { AdminTable } from './admin-table';
import { type CategoryDraft, CategoryForm } from './category-form';
import { Cell } from './table-cell';
import { useAdminAction } from './use-admin-action';

// docs/product.md#messages's texts for categories.
const CREATED = 'Category created successfully!';
const UPDATED = 'Category updated successfully!';
const DELETED = 'Category deleted successfully!';
const CREATE_FAILED = 'Failed to create category';
const UPDATE_FAILED = 'Failed to update category';
const DELETE_FAILED = 'Failed to delete category';
const FETCH_FAILED = 'Failed to fetch categories';

function bodyOf(draft: CategoryDraft) {
  return {
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    icon: draft.icon,
    color: draft.color,
    order_index: Number(draft.order_index),
  };
}

/** docs/product.md#states: active (neither locked nor archived), locked, archived; a category can be both. */
function CategoryState({ category }: { category: Category }) {
  if (!category.is_archived && !category.is_locked) return <span className="badge badge-green">Active</span>;
  return (
    <span className="status-badges">
      {category.is_locked === 1 && <span className="badge badge-amber">Locked</span>}
      {category.is_archived === 1 && <span className="badge">Archived</span>}
    </span>
  );
}

/** Categories: the create/edit form and the list with lock, archive and delete (docs/product.md#pages and #states). */
export function CategoriesTab() {
  const categories = useAllCategories();
  const action = useAdminAction();
  const dialogs = useDialogs();
  const [editing, setEditing] = useState<Category | null>(null);

  async function save(draft: CategoryDraft): Promise<boolean> {
    const body = bodyOf(draft);
    const target = editing;
    const ok = target
      ? await action.run(() => categoryRequests.update(target.id, body), UPDATED, UPDATE_FAILED)
      : await action.run(() => categoryRequests.create(body), CREATED, CREATE_FAILED);
    if (ok) setEditing(null);
    return ok;
  }

  function toggle(category: Category, change: { is_locked?: boolean; is_archived?: boolean }) {
    void action.run(() => categoryRequests.update(category.id, change), UPDATED, UPDATE_FAILED);
  }

  async function remove(category: Category) {
    const sure = await dialogs.confirm({
      title: 'Delete category',
      message: `Delete category "${category.name}"? This cannot be undone!`,
      confirmLabel: 'Delete category',
      danger: true,
    });
    if (!sure) return;
    void action.run(() => categoryRequests.remove(category.id), DELETED, DELETE_FAILED);
    if (editing?.id === category.id) setEditing(null);
  }

  return (
    <section aria-labelledby="categories-heading">
      <h2 id="categories-heading">Categories</h2>
      <CategoryForm editing={editing} busy={action.pending} onSave={save} onCancel={() => setEditing(null)} />
      <div className="message-slot">
        {action.notice && <Alert kind={action.notice.kind}>{action.notice.text}</Alert>}
      </div>
      {categories.isPending ? (
        <Loading label="Loading categories..." />
      ) : categories.isError ? (
        <Alert kind="error">Error: {errorText(categories.error, FETCH_FAILED)}</Alert>
      ) : (
        <AdminTable
          caption="Categories"
          columns={['Name', 'Slug', 'Order', 'State', 'Threads / posts', 'Actions']}
        >
          {categories.data.map((c) => (
            <tr key={c.id}>
              <Cell label="Name">
                <span className="color-dot" style={{ background: c.color }} aria-hidden="true" />
                <strong>{c.name}</strong>
                {c.description && <span className="cell-note">{c.description}</span>}
              </Cell>
              <Cell label="Slug">
                <code>{c.slug}</code>
              </Cell>
              <Cell label="Order">{c.order_index}</Cell>
              <Cell label="State">
                <CategoryState category={c} />
              </Cell>
              <Cell label="Threads / posts">
                {c.thread_count.toLocaleString()} / {c.post_count.toLocaleString()}
              </Cell>
              <Cell label="Actions">
                <div className="row-actions">
                  <button type="button" className="btn btn-secondary" onClick={() => setEditing(c)}>
                    Edit<span className="visually-hidden"> {c.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={action.pending}
                    onClick={() => toggle(c, { is_locked: !c.is_locked })}
                  >
                    {c.is_locked ? 'Unlock' : 'Lock'}
                    <span className="visually-hidden"> {c.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={action.pending}
                    onClick={() => toggle(c, { is_archived: !c.is_archived })}
                  >
                    {c.is_archived ? 'Unarchive' : 'Archive'}
                    <span className="visually-hidden"> {c.name}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-danger btn-outline"
                    disabled={action.pending}
                    onClick={() => remove(c)}
                  >
                    Delete<span className="visually-hidden"> {c.name}</span>
                  </button>
                </div>
              </Cell>
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}
