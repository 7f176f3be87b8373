import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '../../../../shared/constants';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { usePageTitle } from '../../../ui/page-title';
import { TextField } from '../../../ui/text-field';
import { SimilarThreads } from './answers/similar-threads';
import { AttachmentPicker, FileDropZone } from './attachments/attachment-picker';
import {
  filesBody,
  filesProblem,
  focusFilesProblem,
  useComposerFiles,
} from './attachments/use-composer-files';
import { MarkdownField } from './composer/markdown-field';
import { CountyPicker } from './counties/county-picker';
import { DraftNotice } from './drafts/draft-notice';
import { useDraft } from './drafts/use-draft';
import { useCategories } from './forum-api';
import { useCreateThread } from './forum-mutations';
import { CalcCardView } from './posts/calc-card-view';
import { useAttachedCard } from './posts/use-attached-card';
import '../../../styles/forum.css';

// New thread form (docs/product.md#pages and #validation). Guests never get here: the route guard sends them to /.
export default function CreateThreadPage() {
  usePageTitle('New Thread');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories();
  const create = useCreateThread();
  const [chosenCategory, setChosenCategory] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  // A calculator's "Ask the community" opens this form with ?category=<page id>, ?content= and ?card=<link>.
  const [content, setContent] = useState(() => (params.get('content') ?? '').slice(0, LIMITS.contentMax));
  const attached = useAttachedCard(params.get('card'));
  const [counties, setCounties] = useState<string[]>([]);
  const [error, setError] = useState('');
  const categoryFieldId = useId();
  const categoryField = useRef<HTMLSelectElement>(null);
  const files = useComposerFiles();
  const draft = useDraft('new-thread', { title, content }, (d) => {
    setTitle(d.title);
    setContent(d.content);
  });

  // docs/product.md#states: only categories neither archived nor locked are offered.
  const open = (categories.data ?? []).filter((c) => c.is_archived === 0 && c.is_locked === 0);
  const requested = params.get('category_id') ?? '';
  // ?category= names a category by its page id (slugs are shared, e.g. two categories use 'production'),
  // or by its slug for older links.
  const named = params.get('category');
  const bySlug = open.find((c) => c.page_id === named) ?? open.find((c) => c.slug === named);
  const categoryId =
    chosenCategory ??
    (open.some((c) => String(c.id) === requested) ? requested : bySlug ? String(bySlug.id) : '');
  const incomplete = !title.trim() || !content.trim();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Each problem is brought into view and focused: on a phone the message above the form is off-screen.
    if (!categoryId) {
      setError('Please choose a category.');
      categoryField.current?.scrollIntoView({ block: 'center' });
      categoryField.current?.focus({ preventScroll: true });
      return;
    }
    if (incomplete) return;
    const problem = filesProblem(files);
    if (problem) {
      setError(problem);
      focusFilesProblem(files);
      return;
    }
    setError('');
    try {
      await draft.settle();
      const result = await create.mutateAsync({
        category_id: Number(categoryId),
        title: title.trim(),
        content: content.trim(),
        ...(attached.card ? { cards: [attached.card.input] } : {}),
        ...(counties.length > 0 ? { counties } : {}),
        ...filesBody(files),
      });
      files.clear();
      navigate(`/thread/${result.thread.id}`);
    } catch (caught) {
      setError(errorText(caught, 'Failed to create thread'));
    }
  }

  if (categories.isPending) return <Loading label="Loading categories..." />;

  return (
    <div className="page page-form forum-page">
      <div className="card">
        <h1>Start a New Discussion</h1>
        <p className="muted">
          Ask a question or share what you know. Please follow the{' '}
          <Link to="/community-rules">Community Rules</Link>: no buying or selling, no company or landman
          names, no personal information.
        </p>
        {categories.isError && (
          <Alert kind="error">Failed to load categories. Please refresh the page to try again.</Alert>
        )}
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={categoryFieldId}>Category</label>
            <select
              ref={categoryField}
              id={categoryFieldId}
              value={categoryId}
              required
              onChange={(e) => setChosenCategory(e.target.value)}
            >
              <option value="">Choose a category</option>
              {open.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Title"
            value={title}
            onChange={setTitle}
            maxLength={LIMITS.titleMax}
            required
            hint={`${title.length}/${LIMITS.titleMax} characters`}
          />
          <SimilarThreads title={title} />
          <span className="visually-hidden" aria-live="polite">
            {title.length >= LIMITS.titleMax - 20
              ? `${LIMITS.titleMax - title.length} characters left in the title`
              : ''}
          </span>
          <FileDropZone files={files}>
            <MarkdownField label="Content" value={content} onChange={setContent} rows={10} preview />
            <DraftNotice
              draft={draft}
              onDiscard={() => {
                setTitle('');
                setContent('');
              }}
            />
            <AttachmentPicker files={files} />
          </FileDropZone>
          <CountyPicker value={counties} onChange={setCounties} text={`${title}\n${content}`} />
          {attached.card && (
            <div className="attached-card">
              <p className="muted">Attached calculator result:</p>
              <CalcCardView card={attached.card.view} />
              <button type="button" className="btn btn-secondary btn-small" onClick={attached.remove}>
                Remove the calculator result
              </button>
            </div>
          )}
          {error && <Alert kind="error">{error}</Alert>}
          <div className="row">
            <button type="submit" className="btn" disabled={incomplete || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Thread'}
            </button>
            <Link to="/threads" className="btn btn-secondary">
              Cancel
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}
