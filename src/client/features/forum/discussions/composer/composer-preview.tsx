import { errorText } from '../../../../api/api-client';
import { Alert } from '../../../../ui/alert';
import { CookedContent } from '../posts/markdown-content';
import { usePostPreview } from './preview-api';

/** The Preview tab: the text as the server will show it once posted (docs/product.md#writing-tools). */
export function ComposerPreview({ content, active }: { content: string; active: boolean }) {
  const preview = usePostPreview(content, active);
  if (!content.trim()) return <p className="muted">Nothing to preview yet. Write something first.</p>;
  if (preview.isError)
    return (
      <Alert kind="error">
        {errorText(preview.error, 'The preview could not be shown.')} Your text is still here: press Write to
        go back to it.
      </Alert>
    );
  if (!preview.data)
    return (
      <p className="muted" aria-busy="true">
        Preparing the preview...
      </p>
    );
  return <CookedContent html={preview.data.html} />;
}
